import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@escazo/contracts/common';
import { convertMoney, isCurrency } from '@escazo/contracts/currency';
import { formatMoney } from '@escazo/contracts/money-format';
import { useConversionIfKnown } from './currency/conversion-context.tsx';

export type FormatMoney = (money: Money, options?: { whole?: boolean }) => string;

/**
 * The money formatter for what a traveller sees (the contracts' formatMoney in the display
 * currency and the interface language): every price on screen goes through it, so the display
 * currency preference applies everywhere. Amounts convert from the original every time; until the
 * display currency and the rates are known the original currency shows (an amount that needs
 * converting asks for the rates).
 */
export function useFormatMoney(): FormatMoney {
  const { conversion, currency, wantRates } = useConversionIfKnown();
  const rates = conversion?.rates;
  // Written the way the interface language writes amounts.
  const locale = useTranslation().i18n.language;
  return useCallback<FormatMoney>(
    (money, options) => {
      if (!currency || money.currency === currency || !isCurrency(money.currency))
        return formatMoney(money, { ...options, locale });
      if (!rates) {
        wantRates();
        return formatMoney(money, { ...options, locale });
      }
      return formatMoney(convertMoney(money, currency, rates), { ...options, locale });
    },
    [currency, rates, wantRates, locale],
  );
}

/** True when prices in `currency` show converted (the display currency differs and rates are in). */
export function useIsConverted(currency: string): boolean {
  const { conversion } = useConversionIfKnown();
  return conversion !== null && conversion.currency !== currency && isCurrency(currency);
}

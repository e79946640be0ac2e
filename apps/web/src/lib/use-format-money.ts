import { useCallback } from 'react';
import type { Money } from '@escazo/contracts/common';
import { convertMoney, isCurrency } from '@escazo/contracts/currency';
import { formatMoney } from './format-money.ts';
import { useConversionIfKnown } from './currency/conversion-context.tsx';

export type FormatMoney = (money: Money, options?: { whole?: boolean }) => string;

/**
 * The money formatter for what a traveller sees: every price on screen goes through it, so the
 * display currency preference applies everywhere. Amounts convert from the original every time;
 * until the display currency and the rates are known the original currency shows (an amount that
 * needs converting asks for the rates).
 */
export function useFormatMoney(): FormatMoney {
  const { conversion, currency, wantRates } = useConversionIfKnown();
  const rates = conversion?.rates;
  return useCallback<FormatMoney>(
    (money, options) => {
      if (!currency || money.currency === currency || !isCurrency(money.currency)) return formatMoney(money, options);
      if (!rates) {
        wantRates();
        return formatMoney(money, options);
      }
      return formatMoney(convertMoney(money, currency, rates), options);
    },
    [currency, rates, wantRates],
  );
}

/** True when prices in `currency` show converted (the display currency differs and rates are in). */
export function useIsConverted(currency: string): boolean {
  const { conversion } = useConversionIfKnown();
  return conversion !== null && conversion.currency !== currency && isCurrency(currency);
}

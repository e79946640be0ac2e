import { useTranslation } from 'react-i18next';
import type { Money } from '@escazo/contracts/common';
import { cn } from '@escazo/ui/utils';
import { formatMoney } from '@escazo/contracts/money-format';
import { CURRENCY_NS } from '@web/lib/currency/texts.ts';
import { useIsConverted } from '@web/lib/use-format-money.ts';

/** "Charged in USD: $123.00": the amount in its own currency, shown when the display converts it. */
export function ChargedAmount({ money, className }: { money: Money; className?: string }) {
  const { t } = useTranslation(CURRENCY_NS);
  const converted = useIsConverted(money.currency);
  if (!converted) return null;
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {t('chargedIn', { currency: money.currency, amount: formatMoney(money) })}
    </p>
  );
}

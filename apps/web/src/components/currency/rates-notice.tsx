import { useTranslation } from 'react-i18next';
import { cn } from '@escazo/ui/utils';
import { CURRENCY_NS } from '@web/lib/currency/texts.ts';
import { useConversion } from '@web/lib/currency/conversion-context.tsx';

const rateDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Which rates converted the prices on this page, shown once per page and only when prices show in a
 * currency other than the inventory's (USD).
 */
export function RatesNotice({ className }: { className?: string }) {
  const { t } = useTranslation(CURRENCY_NS);
  const conversion = useConversion();
  if (!conversion || conversion.currency === 'USD') return null;
  const date = rateDay.format(new Date(`${conversion.rates.date}T00:00:00Z`));
  return <p className={cn('text-xs text-slate-600', className)}>{t('ratesNotice', { date })}</p>;
}

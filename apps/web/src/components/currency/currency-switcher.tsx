import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, isCurrency } from '@escazo/contracts/currency';
import { cn } from '@escazo/ui/utils';
import { toast } from '@web/lib/toast.ts';
import { CURRENCY_NS } from '@web/lib/currency/texts.ts';
import { useDisplayCurrency, useSetDisplayCurrency } from '@web/lib/currency/use-display-currency.ts';

/**
 * The header's display-currency select: signed in it saves the account preference, signed out a
 * cookie on this browser. Every price re-renders in the new currency; charges never change.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const { t } = useTranslation(CURRENCY_NS);
  const id = useId();
  const currency = useDisplayCurrency();
  const { setCurrency, saving } = useSetDisplayCurrency();
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <select
        id={id}
        value={currency ?? 'USD'}
        disabled={saving || currency === null}
        onChange={(e) => {
          const next = e.target.value;
          if (isCurrency(next)) setCurrency(next).catch(() => toast.error(t('saveFailed')));
        }}
        className="h-9 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:opacity-60"
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Money } from '@escazo/contracts/common';
import { Badge } from '@escazo/ui/badge';
import { formatPlanMoney } from '../utils/plan-money.ts';

type Props = {
  title: string;
  estimatedCost: Money;
  recommendation: string;
  recommended: boolean;
  reasonings: readonly string[];
  provider?: string | undefined;
  /** Where the priced property opens in the app. */
  link?: string | undefined;
  icon: ReactNode;
};

/** One transportation or accommodation option: its type, cost, one-line recommendation and reasons. */
export function OptionCard({
  title,
  estimatedCost,
  recommendation,
  recommended,
  reasonings,
  provider,
  link,
  icon,
}: Props) {
  const { t } = useTranslation('budget');
  return (
    <li className={`rounded-xl border p-4 ${recommended ? 'border-primary-600 bg-primary-50/40' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="grid size-9 place-content-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-4"
          >
            {icon}
          </span>
          <h5 className="font-semibold text-slate-900">{title}</h5>
          {recommended ? <Badge tone="primary">{t('result.recommended')}</Badge> : null}
        </div>
        <p className="text-lg font-bold text-slate-900 tabular-nums">{formatPlanMoney(estimatedCost)}</p>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800">{recommendation}</p>
      {reasonings.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {reasonings.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {provider ? (
        <p className="mt-2 text-sm text-slate-600">
          {link ? (
            <Link to={link} className="font-medium text-primary-700 underline-offset-4 hover:underline">
              {t('result.viewProperty', { provider })}
            </Link>
          ) : (
            t('result.provider', { provider })
          )}
        </p>
      ) : null}
    </li>
  );
}

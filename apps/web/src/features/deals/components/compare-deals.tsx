import { useTranslation } from 'react-i18next';
import type { Deal } from '@escazo/contracts/deals';
import { formatDay } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

/** How many deals the comparison shows. */
export const COMPARE_COUNT = 5;

/** 'Compare Top Deals': the first five deals of the current list, one column each. */
export function CompareDeals({ deals }: { deals: readonly Deal[] }) {
  const { t } = useTranslation('deals');
  const format = useFormatMoney();
  const top = deals.slice(0, COMPARE_COUNT);
  if (top.length === 0) return null;
  const rows: { key: string; label: string; cell: (deal: Deal) => string }[] = [
    { key: 'type', label: t('compare.type'), cell: (d) => t(`typeBadge.${d.type}`) },
    { key: 'location', label: t('compare.location'), cell: (d) => d.location },
    { key: 'original', label: t('compare.original'), cell: (d) => format(d.originalPrice) },
    { key: 'discounted', label: t('compare.discounted'), cell: (d) => format(d.discountedPrice) },
    {
      key: 'discount',
      label: t('compare.discount'),
      cell: (d) => t('card.discount', { percent: d.discountPercentage }),
    },
    { key: 'rating', label: t('compare.rating'), cell: (d) => d.rating.toFixed(1) },
    { key: 'validUntil', label: t('compare.validUntil'), cell: (d) => formatDay(d.validUntil) },
  ];
  return (
    <section aria-labelledby="compare-deals" className="space-y-4">
      <h2 id="compare-deals" className="text-2xl font-bold text-slate-900">
        {t('compare.title')}
      </h2>
      <div
        role="region"
        aria-label={t('compare.scrollLabel')}
        tabIndex={0}
        className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="px-4 pt-4 text-left text-sm text-slate-700">{t('compare.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="p-4 font-semibold text-slate-700">
                {t('compare.deal')}
              </th>
              {top.map((deal) => (
                <th key={deal.id} scope="col" className="p-4 font-semibold text-slate-900">
                  {deal.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="p-4 font-medium text-slate-700">
                  {row.label}
                </th>
                {top.map((deal) => (
                  <td key={deal.id} className="tabular p-4 text-slate-900">
                    {row.cell(deal)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

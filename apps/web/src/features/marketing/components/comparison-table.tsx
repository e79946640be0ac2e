import { useTranslation } from 'react-i18next';

type Row = { feature: string; escazo: string; others: string };

/** Escazo against typical booking sites, as a real table. */
export function ComparisonTable() {
  const { t } = useTranslation('marketing');
  const rows = t('whyChoose.comparison.rows', { returnObjects: true }) as Row[];
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t('whyChoose.comparison.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-5 py-4 font-semibold">
              {t('whyChoose.comparison.feature')}
            </th>
            <th scope="col" className="px-5 py-4 font-semibold text-primary-800">
              {t('whyChoose.comparison.escazo')}
            </th>
            <th scope="col" className="px-5 py-4 font-semibold">
              {t('whyChoose.comparison.others')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-5 py-4 font-medium text-slate-900">
                {row.feature}
              </th>
              <td className="bg-primary-50/50 px-5 py-4 font-semibold text-primary-800">{row.escazo}</td>
              <td className="px-5 py-4 text-slate-700">{row.others}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

type Source = { data: string; source: string; licence: string };

/** The open data Escazo is built from, with its licence (the same list as NOTICE.md). */
export function DataSources() {
  const { t } = useTranslation('legal');
  const sources = t('attributions.sources', { returnObjects: true }) as Source[];
  return (
    <ul className="space-y-4">
      {sources.map((s) => (
        <li key={s.data} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <p className="font-semibold text-slate-900">{s.data}</p>
          <dl className="mt-2 space-y-1 text-slate-700">
            <div className="sm:grid sm:grid-cols-[7rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-900">{t('attributions.source')}</dt>
              <dd>{s.source}</dd>
            </div>
            <div className="sm:grid sm:grid-cols-[7rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-slate-900">{t('attributions.licence')}</dt>
              <dd>{s.licence}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

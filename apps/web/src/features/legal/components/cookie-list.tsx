import { useTranslation } from 'react-i18next';

type CookieRow = { name: string; purpose: string; type: string; duration: string };

// A real cookie name is shown as code; a description ("Session cookie") as text.
const isIdentifier = (name: string) => /^[\w-]+$/.test(name);

/** The cookies Escazo sets, one card each (reads well from 360 px up, unlike a wide table). */
export function CookieList() {
  const { t } = useTranslation('legal');
  const rows = t('cookies.table.rows', { returnObjects: true }) as CookieRow[];
  const field = (label: string, value: string, mono = false) => (
    <div className="sm:grid sm:grid-cols-[7rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-900">{label}</dt>
      <dd className={mono ? 'font-mono text-sm text-slate-900' : 'text-slate-700'}>{value}</dd>
    </div>
  );
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li key={row.name} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <dl className="space-y-2">
            {field(t('cookies.table.name'), row.name, isIdentifier(row.name))}
            {field(t('cookies.table.purpose'), row.purpose)}
            {field(t('cookies.table.type'), row.type)}
            {field(t('cookies.table.duration'), row.duration)}
          </dl>
        </li>
      ))}
    </ul>
  );
}

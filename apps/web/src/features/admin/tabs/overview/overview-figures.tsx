import { useTranslation } from 'react-i18next';
import { Activity, CalendarCheck, ShieldAlert, Users } from 'lucide-react';
import type { AdminOverview } from '@escazo/contracts/admin';

const number = new Intl.NumberFormat('en-US');

/** The four headline figures, as a definition list so each number keeps its label (shown under it). */
export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const figures = [
    { key: 'activeSessions', value: overview.activeSessions, Icon: Activity },
    { key: 'failedSignIns24h', value: overview.failedSignIns24h, Icon: ShieldAlert },
    { key: 'usersTotal', value: overview.usersTotal, Icon: Users },
    { key: 'bookingsTotal', value: overview.bookingsTotal, Icon: CalendarCheck },
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ key, value, Icon }) => (
        <div
          key={key}
          className="flex flex-col-reverse gap-1 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-700">
            <Icon className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
            {t(`overview.figures.${key}`)}
          </dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900">{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

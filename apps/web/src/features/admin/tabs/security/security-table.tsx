import { useTranslation } from 'react-i18next';
import type { SecurityEvent } from '@escazo/contracts/admin';
import { formatMoment } from '@web/lib/format-date.ts';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';
import { RiskBadge } from './risk-badge.tsx';

const detailsText = (details: SecurityEvent['details']) =>
  details
    ? Object.entries(details)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(', ')
    : '';

/** The log rows; a user's name filters the log to that user. */
export function SecurityTable({
  events,
  onFilterUser,
}: {
  events: SecurityEvent[];
  onFilterUser: (userId: string, label: string) => void;
}) {
  const { t } = useTranslation('admin');
  if (events.length === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('security.empty')}</p>;
  return (
    <AdminTable caption={t('security.tableCaption')}>
      <thead>
        <tr>
          {(['user', 'action', 'resource', 'time', 'address', 'userAgent', 'success', 'details', 'risk'] as const).map(
            (c) => (
              <Th key={c}>{t(`security.columns.${c}`)}</Th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {events.map((e) => {
          const label = e.userEmail ?? e.userName ?? '—';
          return (
            <tr key={e.id}>
              <Td>
                {e.userId ? (
                  <button
                    type="button"
                    className="text-left font-medium text-primary-700 underline-offset-4 hover:underline"
                    onClick={() => onFilterUser(e.userId!, label)}
                    aria-label={t('security.onlyUser', { user: label })}
                  >
                    {label}
                  </button>
                ) : (
                  label
                )}
              </Td>
              <Td className="font-mono text-xs">{e.action}</Td>
              <Td>{e.resource}</Td>
              <Td className="whitespace-nowrap tabular-nums">{formatMoment(e.timestamp)}</Td>
              <Td className="font-mono text-xs">{e.ipAddress ?? '—'}</Td>
              <Td className="max-w-56 truncate text-xs" title={e.userAgent ?? undefined}>
                {e.userAgent ?? '—'}
              </Td>
              <Td>{e.success ? t('security.yes') : t('security.no')}</Td>
              <Td className="max-w-64 break-words text-xs">{detailsText(e.details)}</Td>
              <Td>
                <RiskBadge level={e.riskLevel} />
              </Td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}

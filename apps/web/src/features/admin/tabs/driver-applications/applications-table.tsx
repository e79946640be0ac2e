import { useTranslation } from 'react-i18next';
import type { AdminDriverApplication } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { formatDay } from '@web/lib/format-date.ts';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';
import { applicantName } from './applicant-name.ts';
import { ApplicationStatusBadge, RepeatBadge } from './application-status-badge.tsx';
import { useApplicationLabels } from './use-application-labels.ts';

/** One page of applications; Review opens one. */
export function ApplicationsTable({
  applications,
  onOpen,
}: {
  applications: AdminDriverApplication[];
  onOpen: (application: AdminDriverApplication) => void;
}) {
  const { t } = useTranslation('admin');
  const labels = useApplicationLabels();
  if (applications.length === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('drivers.empty')}</p>;
  return (
    <AdminTable caption={t('drivers.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('drivers.columns.applicant')}</Th>
          <Th>{t('drivers.columns.email')}</Th>
          <Th>{t('drivers.columns.city')}</Th>
          <Th>{t('drivers.columns.vehicle')}</Th>
          <Th>{t('drivers.columns.status')}</Th>
          <Th>{t('drivers.columns.submitted')}</Th>
          <Th>
            <span className="sr-only">{t('drivers.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {applications.map((a) => (
          <tr key={a.id}>
            <Td className="font-semibold text-slate-900">
              <span className="flex flex-wrap items-center gap-2">
                {applicantName(a)}
                {a.repeat ? <RepeatBadge /> : null}
              </span>
            </Td>
            <Td>{a.email}</Td>
            <Td>
              {a.city}, {a.state}
            </Td>
            <Td>{labels.vehicle(a)}</Td>
            <Td>
              <ApplicationStatusBadge status={a.status} />
            </Td>
            <Td className="tabular-nums">{formatDay(a.submittedAt)}</Td>
            <Td className="text-right">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(a)}
                aria-label={t('drivers.reviewFor', { name: applicantName(a) })}
              >
                {t('drivers.review')}
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriverApplication } from '@escazo/contracts/admin';
import { Pager } from '../../components/pager.tsx';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { applicantName } from './applicant-name.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { useDriverApplications, type ApplicationsFilter } from './applications-api.ts';
import { ApplicationsFilters } from './applications-filters.tsx';
import { ApplicationsTable } from './applications-table.tsx';

/** Driver applications: find them by status and search, review one, approve or reject it. */
export default function DriverApplicationsTab({ can }: AdminTabProps) {
  // The application form's words for makes and experience load with the tab, not with the first row.
  const { t } = useTranslation(['admin', 'drivers']);
  const [filter, setFilter] = useState<ApplicationsFilter>({ page: 1 });
  const [open, setOpen] = useState<AdminDriverApplication | null>(null);
  const applications = useDriverApplications(filter);

  return (
    <section aria-labelledby="admin-drivers-heading" className="space-y-5">
      <h2 id="admin-drivers-heading" className="text-xl font-bold text-slate-900">
        {t('drivers.title')}
      </h2>
      <ApplicationsFilters filter={filter} onChange={(next) => setFilter({ ...next, page: 1 })} />
      {applications.isPending ? (
        <LoadingRows />
      ) : applications.isError ? (
        <LoadError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : (
        <>
          <ApplicationsTable applications={applications.data.applications} onOpen={setOpen} />
          <Pager
            page={applications.data.page}
            pageSize={applications.data.pageSize}
            total={applications.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {open ? (
        <ApplicationDialog
          id={open.id}
          name={applicantName(open)}
          canManage={can('drivers:manage')}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

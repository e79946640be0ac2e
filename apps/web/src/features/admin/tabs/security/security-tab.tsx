import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { SecurityEventFilters } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { securityCsvHref, useSecurityEvents } from './security-api.ts';
import { SecurityFilters } from './security-filters.tsx';
import { SecurityTable } from './security-table.tsx';

/** Security: the log of sign-ins, lockouts and admin actions, filtered, paged and exported as CSV. */
export default function SecurityTab(_props: AdminTabProps) {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<SecurityEventFilters>({});
  const [userLabel, setUserLabel] = useState<string | null>(null);
  const log = useSecurityEvents(filters);
  const events = log.data?.pages.flatMap((p) => p.events) ?? [];

  const filterByUser = (userId: string, label: string) => {
    setUserLabel(label);
    setFilters({ ...filters, userId });
  };

  return (
    <section aria-labelledby="admin-security-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-security-heading" className="text-xl font-bold text-slate-900">
          {t('security.title')}
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={securityCsvHref(filters)} download>
            <Download aria-hidden="true" />
            {t('security.exportCsv')}
          </a>
        </Button>
      </div>
      <SecurityFilters filters={filters} userLabel={userLabel} onChange={setFilters} />
      {log.isPending ? (
        <LoadingRows />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <SecurityTable events={events} onFilterUser={filterByUser} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('security.shown', { count: events.length })}
          </p>
          {log.hasNextPage ? (
            <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? t('security.loading') : t('security.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriverApplication, AdminDriverDecisionResult } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useDecideApplication, useUpdateApplication, type Decision } from './applications-api.ts';
import { applicantName } from './applicant-name.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** Mark in review, Approve and Reject while the application is undecided (drivers:manage). */
export function ApplicationActions({ application }: { application: AdminDriverApplication }) {
  const { t } = useTranslation('admin');
  const update = useUpdateApplication();
  const decide = useDecideApplication();
  const [asking, setAsking] = useState<Decision | null>(null);
  const name = applicantName(application);
  const failed = (err: Error) =>
    toast.error(t('drivers.actionFailed'), { description: err instanceof ApiError ? err.message : undefined });

  const markInReview = () =>
    update.mutate(
      { id: application.id, status: 'in_review' },
      { onSuccess: () => toast.success(t('drivers.markedInReview', { name })), onError: failed },
    );
  const confirm = (note: string | undefined) => {
    if (!asking) return;
    decide.mutate(
      { id: application.id, decision: asking, ...(note ? { note } : {}) },
      {
        onSuccess: ({ driverAccount }: AdminDriverDecisionResult) => {
          const description =
            asking === 'approve'
              ? t(driverAccount ? 'drivers.approvedWithAccount' : 'drivers.approvedWithoutAccount')
              : t('drivers.rejectedMailed');
          toast.success(t(asking === 'approve' ? 'drivers.approved' : 'drivers.rejected', { name }), { description });
          setAsking(null);
        },
        onError: failed,
      },
    );
  };

  if (application.status === 'approved' || application.status === 'rejected')
    return <p className="text-sm text-slate-700">{t('drivers.decided')}</p>;
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {application.status === 'new' ? (
        <Button variant="outline" onClick={markInReview} disabled={update.isPending}>
          {t('drivers.markInReview')}
        </Button>
      ) : null}
      <Button variant="accent" onClick={() => setAsking('reject')}>
        {t('drivers.reject')}
      </Button>
      <Button onClick={() => setAsking('approve')}>{t('drivers.approve')}</Button>
      {asking ? (
        <DecisionDialog
          decision={asking}
          name={name}
          pending={decide.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

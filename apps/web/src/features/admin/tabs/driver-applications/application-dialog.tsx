import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { ApplicationActions } from './application-actions.tsx';
import { ApplicationDetails } from './application-details.tsx';
import { ApplicationNotesForm } from './application-notes-form.tsx';
import { useDriverApplication } from './applications-api.ts';

/** One application: the applicant's details, the reviewers' notes and the decisions. */
export function ApplicationDialog({
  id,
  name,
  canManage,
  onClose,
}: {
  id: string;
  name: string;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const detail = useDriverApplication(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('drivers.detailsTitle', { name })} closeLabel={t('close')} className="max-w-2xl">
        {detail.isPending ? (
          <LoadingRows />
        ) : detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <div className="space-y-6">
            <ApplicationDetails detail={detail.data} />
            <ApplicationNotesForm application={detail.data.application} canManage={canManage} />
            {canManage ? <ApplicationActions application={detail.data.application} /> : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

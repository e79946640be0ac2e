import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { UserDetailsBody } from './user-details-body.tsx';
import { useAdminUser } from './users-api.ts';

/** View Details: profile, sessions, recent security events and bookings of one user. */
export function UserDetailsDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const detail = useAdminUser(userId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('users.detailsTitle', { name })} closeLabel={t('close')} className="max-w-3xl">
        {detail.isPending ? (
          <LoadingRows />
        ) : detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <UserDetailsBody detail={detail.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPER_ADMIN_ROLE } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { formatMoney } from '@escazo/contracts/money-format';
import { useAdminAccess } from '../../api/get-access.ts';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { BookingDetails } from './booking-details.tsx';
import { useAdminBooking } from './bookings-api.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/** One booking; with bookings:manage it can be cancelled while it is cancellable. */
export function BookingDialog({
  id,
  code,
  canManage,
  onClose,
}: {
  id: string;
  code: string;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const detail = useAdminBooking(id);
  // Only a Super Admin may give a refund other than the policy's (the server holds the same rule).
  const mayOverride = useAdminAccess().data?.role.name === SUPER_ADMIN_ROLE;
  const [cancelling, setCancelling] = useState(false);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('bookings.detailsTitle', { code })} closeLabel={t('close')} className="max-w-2xl">
        {detail.isPending ? (
          <LoadingRows />
        ) : detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <div className="space-y-6">
            <BookingDetails detail={detail.data} />
            {canManage && detail.data.cancellation.cancellable ? (
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
                <p className="text-sm text-slate-700">
                  {t('bookings.policyRefund', { amount: formatMoney(detail.data.cancellation.refund) })}
                </p>
                <Button variant="accent" onClick={() => setCancelling(true)}>
                  {t('bookings.cancelBooking')}
                </Button>
              </div>
            ) : null}
            {cancelling ? (
              <CancelBookingDialog
                detail={detail.data}
                mayOverride={mayOverride}
                onClose={() => setCancelling(false)}
              />
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

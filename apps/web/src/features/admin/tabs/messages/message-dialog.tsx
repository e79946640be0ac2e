import { useTranslation } from 'react-i18next';
import type { AdminMessage, ContactMessageStatus } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { MessageThread } from './message-thread.tsx';
import { useAdminMessage, useChangeMessageStatus } from './messages-api.ts';
import { ReplyForm } from './reply-form.tsx';

/** One message: read it and its replies; with messages:manage, reply, close or reopen it. */
export function MessageDialog({
  message,
  canManage,
  onClose,
}: {
  message: AdminMessage;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const detail = useAdminMessage(message.id);
  const change = useChangeMessageStatus();
  const setStatus = (status: ContactMessageStatus) =>
    change.mutate(
      { id: message.id, status },
      {
        onSuccess: () => toast.success(t(status === 'closed' ? 'messages.closed' : 'messages.reopened')),
        onError: (err) =>
          toast.error(t('messages.actionFailed'), { description: err instanceof ApiError ? err.message : undefined }),
      },
    );
  const status = detail.data?.message.status ?? message.status;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={message.subject} closeLabel={t('close')} className="max-w-2xl">
        {detail.isPending ? (
          <LoadingRows />
        ) : detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <div className="space-y-6">
            <MessageThread detail={detail.data} />
            {canManage ? (
              <>
                <ReplyForm messageId={message.id} email={detail.data.message.email} />
                <div className="flex justify-end border-t border-slate-100 pt-4">
                  {status === 'closed' ? (
                    <Button variant="outline" onClick={() => setStatus('open')} disabled={change.isPending}>
                      {t('messages.reopen')}
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={() => setStatus('closed')} disabled={change.isPending}>
                      {t('messages.close')}
                    </Button>
                  )}
                </div>
              </>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRole } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useDeleteRole } from './roles-api.ts';

/** Confirms a delete; the server refuses a role in use, and its reason is shown here. */
export function DeleteRoleDialog({ role, onClose }: { role: AdminRole; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteRole();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(role.id, {
      onSuccess: () => {
        toast.success(t('roles.deleted', { name: role.name }));
        onClose();
      },
      onError: (err) => setRefusal(err instanceof ApiError ? err.message : t('users.actionFailed')),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('roles.deleteTitle', { name: role.name })}
        description={t('roles.deleteDescription', { count: role.userCount })}
        closeLabel={t('close')}
      >
        {refusal ? (
          <p role="alert" className="mb-4 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
            {refusal}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="accent" onClick={confirm} disabled={remove.isPending}>
            {t('roles.confirmDelete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

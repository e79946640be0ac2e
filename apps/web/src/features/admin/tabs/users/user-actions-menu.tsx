import { useTranslation } from 'react-i18next';
import { Ban, Eye, MoreHorizontal, Pencil, RotateCcw } from 'lucide-react';
import type { AdminUser } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@escazo/ui/dropdown-menu';

export type UserActions = {
  canManage: boolean;
  onDetails: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onBan: (user: AdminUser) => void;
  onUnban: (user: AdminUser) => void;
};

/** View Details for everyone with the tab; edit, ban and unban with users:manage. */
export function UserActionsMenu({
  user,
  canManage,
  onDetails,
  onEdit,
  onBan,
  onUnban,
}: { user: AdminUser } & UserActions) {
  const { t } = useTranslation('admin');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('users.actionsFor', { name: user.name })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onDetails(user)}>
          <Eye aria-hidden="true" />
          {t('users.viewDetails')}
        </DropdownMenuItem>
        {canManage ? (
          <>
            <DropdownMenuItem onSelect={() => onEdit(user)}>
              <Pencil aria-hidden="true" />
              {t('users.editUser')}
            </DropdownMenuItem>
            {user.status === 'banned' ? (
              <DropdownMenuItem onSelect={() => onUnban(user)}>
                <RotateCcw aria-hidden="true" />
                {t('users.unbanUser')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onBan(user)} className="text-danger-600">
                <Ban aria-hidden="true" />
                {t('users.banUser')}
              </DropdownMenuItem>
            )}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

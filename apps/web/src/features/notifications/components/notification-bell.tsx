import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@escazo/ui/dropdown-menu';
import type { Notification } from '@escazo/contracts/notifications';
import { paths } from '@web/config/paths.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications.ts';
import { NotificationTime } from './notification-time.tsx';

/** The bell menu shows this many of the newest; the rest are on /notifications. */
const BELL_LATEST = 5;

/** The header bell: unread count, the latest notifications, mark read, mark all read, View all. */
export default function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unreadCount ?? 0;
  const latest = list.data?.notifications.slice(0, BELL_LATEST) ?? [];

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link) void navigate(n.link);
  };

  // Non-modal: the page is not hidden from assistive technology while the menu is open (it would
  // hide the focusable header and page); focus still moves into the menu and back to the bell.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? t('bellUnread', { count: unread }) : t('bell')}
        >
          <Bell aria-hidden="true" />
          {unread ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute -right-0.5 -top-0.5 grid min-w-5 place-content-center rounded-full bg-danger-600 px-1 text-xs font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80">
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          <span className="font-semibold text-slate-900">{t('title')}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {latest.length === 0 ? <p className="px-3 py-4 text-sm text-slate-700">{t('none')}</p> : null}
        {latest.map((n) => (
          <DropdownMenuItem key={n.id} onSelect={() => open(n)} className="flex-col items-start gap-0.5">
            <span className="flex w-full items-center gap-2 font-semibold text-slate-900">
              {n.readAt ? null : (
                <span className="size-2 shrink-0 rounded-full bg-primary-600" aria-label={t('unread')} role="img" />
              )}
              {n.title}
            </span>
            <span className="line-clamp-2 text-sm text-slate-700">{n.body}</span>
            <NotificationTime at={n.createdAt} />
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!unread || markAll.isPending} onSelect={() => markAll.mutate(undefined)}>
          {t('markAllRead')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.notifications)}>{t('viewAll')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellOff } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { Skeleton } from '@escazo/ui/skeleton';
import type { Notification } from '@escazo/contracts/notifications';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import { toast } from '@web/lib/toast.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications.ts';
import { NotificationTime } from './notification-time.tsx';

/** The notification centre: every recent notification, mark one or all read, follow its link. */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const follow = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
  };
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('allRead')),
      onError: () => toast.error(t('failed')),
    });

  return (
    <div className="space-y-6">
      <PageHeading
        title={t('title')}
        lead={t('intro')}
        actions={
          <Button variant="outline" disabled={!list.data?.unreadCount || markAll.isPending} onClick={readAll}>
            {t('markAllRead')}
          </Button>
        }
      />
      {list.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.data.notifications.length === 0 ? (
        <EmptyState Icon={BellOff} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="space-y-3" data-testid="notification-list">
          {list.data.notifications.map((n) => (
            <li
              key={n.id}
              className={`rounded-2xl border p-4 ${n.readAt ? 'border-slate-200 bg-white' : 'border-primary-200 bg-primary-50'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">
                    {n.readAt ? null : <span className="sr-only">{t('unread')}: </span>}
                    {n.link ? (
                      <Link to={n.link} onClick={() => follow(n)} className="hover:underline">
                        {n.title}
                      </Link>
                    ) : (
                      n.title
                    )}
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">{n.body}</p>
                  <NotificationTime at={n.createdAt} />
                </div>
                {n.readAt ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => markRead.mutate(n.id)}
                    aria-label={`${t('markRead')}: ${n.title}`}
                  >
                    {t('markRead')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

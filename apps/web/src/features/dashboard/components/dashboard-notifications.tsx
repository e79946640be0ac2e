import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@escazo/contracts/notifications';
import { Button } from '@escazo/ui/button';
import { formatMoment } from '@web/lib/format-date.ts';
import { useMarkRead } from '../api/dashboard-data.ts';

/** The latest notifications, each unread one with its own mark-read button. */
export function DashboardNotifications({ notifications }: { notifications: Notification[] }) {
  const { t } = useTranslation('dashboard');
  const markRead = useMarkRead();
  return (
    <ul className="space-y-3" data-testid="dashboard-notifications">
      {notifications.map((n) => (
        <li
          key={n.id}
          className={`flex flex-wrap items-start justify-between gap-3 rounded-2xl border p-4 ${n.readAt ? 'border-slate-200 bg-white' : 'border-primary-200 bg-primary-50'}`}
        >
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              {n.readAt ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
              {n.link ? (
                <Link
                  to={n.link}
                  onClick={() => (n.readAt ? undefined : markRead.mutate(n.id))}
                  className="hover:underline"
                >
                  {n.title}
                </Link>
              ) : (
                n.title
              )}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{n.body}</p>
            <time dateTime={n.createdAt} className="text-xs text-slate-600">
              {formatMoment(n.createdAt)}
            </time>
          </div>
          {n.readAt ? null : (
            <Button
              variant="ghost"
              size="sm"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(n.id)}
              aria-label={`${t('notifications.markRead')}: ${n.title}`}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

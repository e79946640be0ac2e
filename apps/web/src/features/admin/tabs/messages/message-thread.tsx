import { useTranslation } from 'react-i18next';
import type { AdminMessageDetail } from '@escazo/contracts/admin';
import { formatMoment } from '@web/lib/format-date.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { MessageStatusBadge } from './message-status-badge.tsx';

/** The message as the sender wrote it, then the replies, oldest first. */
export function MessageThread({ detail }: { detail: AdminMessageDetail }) {
  const { t } = useTranslation('admin');
  const { message: m, replies } = detail;
  return (
    <div className="space-y-5">
      <DetailList
        items={[
          [t('messages.columns.from'), `${m.name} <${m.email}>`],
          [
            t('messages.fields.reference'),
            <span key="r" className="font-mono">
              {m.reference}
            </span>,
          ],
          [t('messages.columns.department'), t(`messages.departments.${m.department}`)],
          [t('messages.columns.status'), <MessageStatusBadge key="s" status={m.status} />],
          [t('messages.columns.received'), formatMoment(m.receivedAt)],
        ]}
      />
      <section aria-labelledby="admin-message-body" className="space-y-2">
        <h3 id="admin-message-body" className="text-base font-semibold text-slate-900">
          {t('messages.messageHeading')}
        </h3>
        <p className="whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-sm text-slate-900">{m.message}</p>
      </section>
      <section aria-labelledby="admin-message-replies" className="space-y-2">
        <h3 id="admin-message-replies" className="text-base font-semibold text-slate-900">
          {t('messages.repliesHeading')}
        </h3>
        {replies.length === 0 ? (
          <p className="text-sm text-slate-600">{t('messages.noReplies')}</p>
        ) : (
          <ol className="space-y-3">
            {replies.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-4 text-sm">
                <p className="text-xs text-slate-600">
                  {t('messages.replyMeta', {
                    author: r.author?.name ?? t('messages.formerStaff'),
                    when: formatMoment(r.sentAt),
                  })}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-900">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { AdminMessage } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { formatMoment } from '@web/lib/format-date.ts';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';
import { MessageStatusBadge } from './message-status-badge.tsx';

/** One page of the inbox; Open shows a message and its replies. */
export function MessagesTable({
  messages,
  onOpen,
}: {
  messages: AdminMessage[];
  onOpen: (message: AdminMessage) => void;
}) {
  const { t } = useTranslation('admin');
  if (messages.length === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('messages.empty')}</p>;
  return (
    <AdminTable caption={t('messages.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('messages.columns.subject')}</Th>
          <Th>{t('messages.columns.from')}</Th>
          <Th>{t('messages.columns.department')}</Th>
          <Th>{t('messages.columns.status')}</Th>
          <Th>{t('messages.columns.received')}</Th>
          <Th className="text-right">{t('messages.columns.replies')}</Th>
          <Th>
            <span className="sr-only">{t('messages.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.id}>
            <Td>
              <span className="block max-w-xs truncate font-semibold text-slate-900">{m.subject}</span>
              <span className="font-mono text-xs text-slate-600">{m.reference}</span>
            </Td>
            <Td>
              <span className="block">{m.name}</span>
              <span className="text-xs text-slate-600">{m.email}</span>
            </Td>
            <Td>{t(`messages.departments.${m.department}`)}</Td>
            <Td>
              <MessageStatusBadge status={m.status} />
            </Td>
            <Td className="tabular-nums">{formatMoment(m.receivedAt)}</Td>
            <Td className="text-right tabular-nums">{m.repliesCount}</Td>
            <Td className="text-right">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(m)}
                aria-label={t('messages.openFor', { subject: m.subject })}
              >
                {t('messages.open')}
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

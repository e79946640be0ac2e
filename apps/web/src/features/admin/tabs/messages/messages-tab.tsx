import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMessage } from '@escazo/contracts/admin';
import { Pager } from '../../components/pager.tsx';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import type { AdminTabProps } from '../tab-props.ts';
import { MessageDialog } from './message-dialog.tsx';
import { useAdminMessages, type MessagesFilter } from './messages-api.ts';
import { MessagesFilters } from './messages-filters.tsx';
import { MessagesTable } from './messages-table.tsx';

/** Messages: the contact form's inbox by department and status; read, reply and close. */
export default function MessagesTab({ can }: AdminTabProps) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<MessagesFilter>({ page: 1 });
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const messages = useAdminMessages(filter);

  return (
    <section aria-labelledby="admin-messages-heading" className="space-y-5">
      <h2 id="admin-messages-heading" className="text-xl font-bold text-slate-900">
        {t('messages.title')}
      </h2>
      <MessagesFilters filter={filter} onChange={(next) => setFilter({ ...next, page: 1 })} />
      {messages.isPending ? (
        <LoadingRows />
      ) : messages.isError ? (
        <LoadError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : (
        <>
          <MessagesTable messages={messages.data.messages} onOpen={setOpen} />
          <Pager
            page={messages.data.page}
            pageSize={messages.data.pageSize}
            total={messages.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {open ? <MessageDialog message={open} canManage={can('messages:manage')} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMessage,
  AdminMessageDetail,
  AdminMessageList,
  AdminMessagesQuery,
  ContactMessageStatus,
} from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const messagePath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`;

export type MessagesFilter = Pick<AdminMessagesQuery, 'department' | 'status' | 'q' | 'page'>;

function messagesSearch({ department, status, q, page }: MessagesFilter): string {
  const params = new URLSearchParams();
  if (department) params.set('department', department);
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  params.set('page', String(page));
  return params.toString();
}

/** One page of the inbox, newest first; the previous page stays shown while the next loads. */
export const useAdminMessages = (filter: MessagesFilter) =>
  useQuery({
    queryKey: queryKeys.admin.messages.list(filter),
    queryFn: ({ signal }) => api<AdminMessageList>(`/api/admin/messages?${messagesSearch(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** One message with its replies, oldest first. */
export const useAdminMessage = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.messages.detail(id),
    queryFn: ({ signal }) => api<AdminMessageDetail>(messagePath(id), { signal }),
  });

function useMessageMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.all() }),
  });
}

/** E-mails the reply to the sender; an open message becomes answered. */
export const useReplyToMessage = () =>
  useMessageMutation(({ id, body }: { id: string; body: string }) =>
    api<AdminMessageDetail>(`${messagePath(id)}/replies`, { method: 'POST', body: { body } }),
  );

export const useChangeMessageStatus = () =>
  useMessageMutation(({ id, status }: { id: string; status: ContactMessageStatus }) =>
    api<AdminMessage>(messagePath(id), { method: 'PATCH', body: { status } }),
  );

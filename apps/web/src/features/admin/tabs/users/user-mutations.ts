import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBan, AdminUser, AdminUserUpdate } from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

function useUserMutation<T>(send: (input: T) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() }),
  });
}

/** Change a user's name or role (roleId null: an ordinary user). */
export const useUpdateUser = () =>
  useUserMutation(({ id, ...body }: AdminUserUpdate & { id: string }) =>
    api<AdminUser>(userPath(id), { method: 'PATCH', body }),
  );

/** Ban a user with a reason; the server ends their sessions. */
export const useBanUser = () =>
  useUserMutation(({ id, reason }: AdminBan & { id: string }) =>
    api<AdminUser>(`${userPath(id)}/ban`, { method: 'POST', body: { reason } }),
  );

export const useUnbanUser = () =>
  useUserMutation((id: string) => api<AdminUser>(`${userPath(id)}/unban`, { method: 'POST' }));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRole, AdminRoleCreate, AdminRoleList, AdminRoleUpdate } from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const rolePath = (id: string) => `/api/admin/roles/${encodeURIComponent(id)}`;

/** Every role with its level, permissions and user count (GET /api/admin/roles). */
export const useAdminRoles = () =>
  useQuery({
    queryKey: queryKeys.admin.roles(),
    queryFn: ({ signal }) => api<AdminRoleList>('/api/admin/roles', { signal }),
  });

function useRoleMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Role names and counts also feed the Users tab's role options.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.roles() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.roleOptions() }),
      ]),
  });
}

export const useCreateRole = () =>
  useRoleMutation((body: AdminRoleCreate) => api<AdminRole>('/api/admin/roles', { method: 'POST', body }));

export const useUpdateRole = () =>
  useRoleMutation(({ id, ...body }: AdminRoleUpdate & { id: string }) =>
    api<AdminRole>(rolePath(id), { method: 'PATCH', body }),
  );

/** 409 ROLE_IN_USE while any account has the role; ROLE_PROTECTED for a built-in one. */
export const useDeleteRole = () => useRoleMutation((id: string) => api<void>(rolePath(id), { method: 'DELETE' }));

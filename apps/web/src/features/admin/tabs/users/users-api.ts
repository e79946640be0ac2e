import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ORDINARY_USER_ROLE,
  type AdminRoleOptions,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUsersQuery,
} from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type UsersFilter = Pick<AdminUsersQuery, 'q' | 'status' | 'role' | 'page'>;

function usersSearch(filter: UsersFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.role) params.set('role', filter.role);
  params.set('page', String(filter.page));
  return params.toString();
}

/** One page of users (GET /api/admin/users); the previous page stays shown while the next loads. */
export const useAdminUsers = (filter: UsersFilter) =>
  useQuery({
    queryKey: queryKeys.admin.users.list(filter),
    queryFn: ({ signal }) => api<AdminUserList>(`/api/admin/users?${usersSearch(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** One user's profile, sessions, recent security events and bookings. */
export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.users.detail(id),
    queryFn: ({ signal }) => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });

export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));

/**
 * The admin roles a user can be given (filter and edit). The 'User' role row is left out: an
 * ordinary user has no role, and both lists offer that once as their own 'User' option.
 */
export const useRoleOptions = () =>
  useQuery({
    queryKey: queryKeys.admin.roleOptions(),
    queryFn: ({ signal }) => api<AdminRoleOptions>('/api/admin/role-options', { signal }),
    select: (options) => ({ ...options, roles: options.roles.filter((r) => r.name !== ORDINARY_USER_ROLE) }),
    staleTime: 60_000,
  });

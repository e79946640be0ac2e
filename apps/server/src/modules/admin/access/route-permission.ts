import type { Permission } from '@escazo/contracts/admin';
import type { UserRow } from '../../auth/public.ts';
import type { AdminGrants } from './grants.ts';

/** The permission of the admin panel itself (GET /api/admin/access): any admin permission at all. */
export const ANY_ADMIN_PERMISSION = 'admin:any';
export type RoutePermission = Permission | typeof ANY_ADMIN_PERMISSION;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The admin permission a route needs; every route under /api/admin/ must declare one. */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Set by the admin guard on routes that declare a permission: the caller's role and grants. */
    admin: AdminGrants | null;
  }
}

export const isAdminPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/** The signed-in administrator of a guarded route, with their grants. */
export type CurrentAdmin = { user: UserRow } & AdminGrants;

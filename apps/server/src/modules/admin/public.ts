// What other code may use of the admin module (the admin panel's server side).
export { adminGuardPlugin } from './access/guard-plugin.ts';
export { ANY_ADMIN_PERMISSION, type CurrentAdmin, type RoutePermission } from './access/route-permission.ts';
export { currentAdmin } from './access/current-admin.ts';
export { loadAdminGrants, type AdminGrants } from './access/grants.ts';
export { recordAdminEvent } from './admin-events.ts';
export { adminRoutes } from './routes.ts';
export { grantAdminRole, GrantRefused, type GrantResult } from './roles/grant.ts';
export { guardLastSuperAdmin, lastSuperAdminError } from './roles/super-admins.ts';
export { applyDriverApprovalAtSignUp } from './driver-applications/make-driver.ts';

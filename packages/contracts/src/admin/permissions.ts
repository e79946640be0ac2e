import { z } from 'zod';

/**
 * Admin permissions are `resource:action` strings kept in the database. A granted permission
 * allows a wanted one when the resource matches and the action is the one asked or `manage`.
 */
export const ADMIN_RESOURCES = ['users', 'security', 'settings', 'bookings', 'drivers', 'messages', 'roles'] as const;
export const ADMIN_ACTIONS = ['read', 'manage'] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export type Permission = `${AdminResource}:${AdminAction}`;

/** Every permission there is, e.g. 'users:read', 'users:manage'. */
export const PERMISSIONS = ADMIN_RESOURCES.flatMap((resource) =>
  ADMIN_ACTIONS.map((action) => `${resource}:${action}` as Permission),
);
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);

/** The action that includes every other action on its resource. */
export const MANAGE_ACTION = 'manage';

export function parsePermission(permission: string): { resource: string; action: string } | null {
  const at = permission.indexOf(':');
  if (at <= 0 || at === permission.length - 1) return null;
  return { resource: permission.slice(0, at), action: permission.slice(at + 1) };
}

/** One granted permission against the one wanted. */
export function permissionAllows(granted: string, wanted: string): boolean {
  const g = parsePermission(granted);
  const w = parsePermission(wanted);
  if (!g || !w) return false;
  return g.resource === w.resource && (g.action === w.action || g.action === MANAGE_ACTION);
}

/** True when any of the grants allows the wanted permission. */
export function hasPermission(grants: readonly string[], wanted: string): boolean {
  return grants.some((granted) => permissionAllows(granted, wanted));
}

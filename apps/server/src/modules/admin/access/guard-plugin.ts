import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission } from '@escazo/contracts/admin';
import type { Database, Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { loadAdminGrants } from './grants.ts';
import { ANY_ADMIN_PERMISSION, isAdminPath, type RoutePermission } from './route-permission.ts';

/** A route the guard protects, as declared. */
export type GuardedRoute = { method: string; url: string; permission: RoutePermission };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that declares an admin permission (the access matrix test reads it). */
    guardedRoutes: readonly GuardedRoute[];
  }
}

export const ADMIN_DENIED_MESSAGE = "You don't have sufficient privileges to access the admin panel.";

async function checkPermission(db: Db, request: FastifyRequest, permission: RoutePermission): Promise<void> {
  const user = request.user;
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  const grants = await loadAdminGrants(db, user.id);
  const allowed =
    permission === ANY_ADMIN_PERMISSION ? grants.permissions.length > 0 : hasPermission(grants.permissions, permission);
  if (allowed) {
    request.admin = grants;
    return;
  }
  await recordAdminEvent(db, request, {
    type: 'admin_access_denied',
    outcome: 'failure',
    target: null,
    details: { permission, route: `${request.method} ${request.routeOptions.url}` },
  });
  if (permission === ANY_ADMIN_PERMISSION) throw new AppError(403, 'ADMIN_ACCESS_DENIED', ADMIN_DENIED_MESSAGE);
  throw new AppError(403, 'FORBIDDEN', 'You do not have permission to do this.');
}

/**
 * The one permission check of the admin panel. A route declares `config: { permission }`; this
 * runs first on it (before validation): 401 signed out, 403 without the permission (audited),
 * else `request.admin` holds the caller's grants. A route under /api/admin/ that declares no
 * permission stops the server at start-up. Register before any admin route.
 */
export const adminGuardPlugin = fp(async (app, { database }: { database: Database }) => {
  const table: GuardedRoute[] = [];
  app.decorate('guardedRoutes', table);
  app.decorateRequest('admin', null);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) {
      if (isAdminPath(route.url))
        throw new Error(`${String(route.method)} ${route.url} declares no admin permission (config.permission)`);
      return;
    }
    for (const method of ([] as string[]).concat(route.method)) table.push({ method, url: route.url, permission });
    const guard: onRequestHookHandler = async (request) => checkPermission(database.db, request, permission);
    const existing = route.onRequest
      ? ([] as onRequestHookHandler[]).concat(route.onRequest as onRequestHookHandler | onRequestHookHandler[])
      : [];
    route.onRequest = [guard, ...existing];
  });
});

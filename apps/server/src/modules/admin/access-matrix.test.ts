import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@escazo/contracts/admin';
import { SEEDED_ROLES } from '@server/db/seed-admin-roles.ts';
import { TestClient, createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { listRoutes } from '@server-test/route-list.ts';
import { signedUpClient, uniqueEmail } from '../auth/test-support.ts';
import { ANY_ADMIN_PERMISSION, isAdminPath, type RoutePermission } from './access/route-permission.ts';
import { clientWithRole, type SeededRoleName } from './test-support.ts';

/** Rows a denied request must leave as they were (sessions without last_seen_at, which slides on use). */
const WATCHED = {
  users: 'id, email, name, password_hash, status, banned_at, ban_reason, updated_at',
  user_roles: 'user_id, role_id',
  roles: 'id, name, description, level',
  role_permissions: 'role_id, permission_id',
  permissions: 'id, resource, action',
  settings: 'key, value, updated_by',
  sessions: 'id_hash, user_id, expires_at',
  contact_messages: 'id, status',
  contact_message_replies: 'id, body',
  driver_applications: 'id, status, notes, reviewed_by',
  driver_profiles: 'user_id, application_id',
  bookings: 'id, status',
};

type Caller = { name: string; client: TestClient; grants: string[] | null };

let ctx: TestContext;
let callers: Caller[];
let victimId: string;

/** One hash per watched table, read in one statement. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = Object.entries(WATCHED).map(
    ([table, columns]) =>
      `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from (select ${columns} from ${table}) r) as ${table}`,
  );
  const result = await ctx.database.db.execute(sql.raw(`select ${parts.join(', ')}`));
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

function grantsOf(role: SeededRoleName): string[] {
  return SEEDED_ROLES.find((r) => r.name === role)!.permissions;
}

const allowed = (grants: string[], permission: RoutePermission) =>
  permission === ANY_ADMIN_PERMISSION ? grants.length > 0 : hasPermission(grants, permission);

/** Path parameters: a user route gets a real (ordinary) user; anything else an id that does not exist. */
const fillParams = (url: string) =>
  (url.startsWith('/api/admin/users/') ? url.replace(/:[A-Za-z]+/, victimId) : url).replace(
    /:[A-Za-z]+/g,
    '00000000-0000-4000-8000-000000000000',
  );

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 1000 } });
  const roles: SeededRoleName[] = ['Support Agent', 'User Manager', 'Super Admin'];
  callers = [
    { name: 'signed out', client: new TestClient(ctx.app), grants: null },
    { name: 'ordinary user', client: (await signedUpClient(ctx, uniqueEmail('matrix-user'))).client, grants: [] },
  ];
  for (const role of roles)
    callers.push({ name: role, client: (await clientWithRole(ctx, role, 'matrix')).client, grants: grantsOf(role) });
  victimId = (await signedUpClient(ctx, uniqueEmail('matrix-victim'))).user.id;
});
afterAll(() => ctx.close());

describe(`admin access matrix (${testDriver})`, () => {
  it(
    'answers every /api/admin route by its declared permission, and a denied request changes nothing',
    { timeout: 180_000 },
    async () => {
      const routes = listRoutes(ctx.app).filter((r) => isAdminPath(r.url));
      const declared = new Map(ctx.app.guardedRoutes.map((r) => [`${r.method} ${r.url}`, r.permission]));
      // The route table and the guard agree: no admin route escapes the guard.
      expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
        [...declared.keys()].filter((k) => isAdminPath(k.split(' ')[1]!)).sort(),
      );
      expect(routes.length).toBeGreaterThanOrEqual(12);

      let cells = 0;
      for (const route of routes) {
        const permission = declared.get(`${route.method} ${route.url}`)!;
        const url = fillParams(route.url);
        const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
        for (const caller of callers) {
          cells++;
          const label = `${route.method} ${route.url} as ${caller.name} (needs ${permission})`;
          const before = await snapshot();
          const res = await caller.client.request({
            method: route.method as 'GET',
            url,
            ...(hasBody ? { payload: {} } : {}),
          });
          const isJson =
            String(res.headers['content-type'] ?? '').startsWith('application/json') && route.method !== 'HEAD';
          const code = isJson ? res.json<{ error?: { code: string } }>().error?.code : undefined;
          if (caller.grants === null) {
            expect.soft(res.statusCode, label).toBe(401);
            if (code !== undefined) expect.soft(code, label).toBe('UNAUTHENTICATED');
          } else if (!allowed(caller.grants, permission)) {
            expect.soft(res.statusCode, label).toBe(403);
            if (code !== undefined)
              expect.soft(code, label).toBe(permission === ANY_ADMIN_PERMISSION ? 'ADMIN_ACCESS_DENIED' : 'FORBIDDEN');
          } else {
            expect
              .soft([401, 403].includes(res.statusCode), `${label}: answered ${res.statusCode} ${res.body}`)
              .toBe(false);
            expect.soft(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
            continue;
          }
          expect.soft(await snapshot(), `${label} changed nothing`).toEqual(before);
        }
      }
      console.log(`admin access matrix: ${routes.length} routes × ${callers.length} callers = ${cells} requests`);
      expect(cells).toBe(routes.length * callers.length);
    },
  );
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '@server/db/schema.ts';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { insertUser } from '../../auth/public.ts';
import { clientWithRole } from '../test-support.ts';
import { changeUserRole } from './change-role.ts';
import { grantAdminRole } from './grant.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
});
afterAll(() => ctx.close());

/** Takes the Super Admin role from everyone, so each test starts from its own admins. */
async function clearSuperAdmins() {
  await ctx.database.db
    .delete(userRoles)
    .where(sql`${userRoles.roleId} = (select ${roles.id} from ${roles} where ${roles.name} = 'Super Admin')`);
}

async function activeSuperAdmins(): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.name, 'Super Admin'), eq(users.status, 'active')));
  return rows.length;
}

describe('the last Super Admin', () => {
  it('cannot demote themself or be banned while alone; with a second one, can be demoted', async () => {
    await clearSuperAdmins();
    const only = await clientWithRole(ctx, 'Super Admin', 'only');
    const demote = await only.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${only.user.id}`,
      payload: { roleId: null },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe('LAST_SUPER_ADMIN');

    const second = await clientWithRole(ctx, 'Super Admin', 'second');
    const ban = await second.client.post(`/api/admin/users/${only.user.id}/ban`, { reason: 'test' });
    expect(ban.statusCode).toBe(200);
    // Now `second` is the only active one: `only` is banned (its session ended), so nobody can take second's role.
    const selfDemote = await second.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${second.user.id}`,
      payload: { roleId: null },
    });
    expect(selfDemote.json().error.code).toBe('LAST_SUPER_ADMIN');
    expect(await activeSuperAdmins()).toBe(1);
  });

  it(`keeps at least one when two Super Admins demote each other at the same time (${testDriver})`, async () => {
    for (let round = 0; round < 3; round++) {
      await clearSuperAdmins();
      const a = await clientWithRole(ctx, 'Super Admin', `race-a${round}`);
      const b = await clientWithRole(ctx, 'Super Admin', `race-b${round}`);
      const [ra, rb] = await Promise.all([
        a.client.request({ method: 'PATCH', url: `/api/admin/users/${b.user.id}`, payload: { roleId: null } }),
        b.client.request({ method: 'PATCH', url: `/api/admin/users/${a.user.id}`, payload: { roleId: null } }),
      ]);
      // The loser is refused by the guard (409), or, when the winner committed before its request
      // read its grants, by the permission check (403).
      expect([ra.statusCode, rb.statusCode].sort()[0]).toBe(200);
      expect([409, 403]).toContain([ra.statusCode, rb.statusCode].sort()[1]);
      expect(await activeSuperAdmins()).toBe(1);
    }
  });

  it(`keeps at least one when two demotions run in concurrent transactions (${testDriver})`, async () => {
    const { db } = ctx.database;
    for (let round = 0; round < 5; round++) {
      await clearSuperAdmins();
      const ids: string[] = [];
      for (const label of ['x', 'y']) {
        const email = `tx-${label}${round}-${Date.now()}@example.com`;
        ids.push((await insertUser(db, { email, name: 'Race Admin', passwordHash: null })).id);
        await grantAdminRole(db, email, 'Super Admin');
      }
      const results = await Promise.allSettled(ids.map((id) => changeUserRole(db, id, null)));
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ code: 'LAST_SUPER_ADMIN' });
      expect(await activeSuperAdmins()).toBe(1);
    }
  });

  it(`keeps at least one when one is banned while the other demotes themself (${testDriver})`, async () => {
    for (let round = 0; round < 3; round++) {
      await clearSuperAdmins();
      const a = await clientWithRole(ctx, 'Super Admin', `race-c${round}`);
      const b = await clientWithRole(ctx, 'Super Admin', `race-d${round}`);
      const [ban, demote] = await Promise.all([
        a.client.post(`/api/admin/users/${b.user.id}/ban`, { reason: 'race' }),
        a.client.request({ method: 'PATCH', url: `/api/admin/users/${a.user.id}`, payload: { roleId: null } }),
      ]);
      // One wins; the other is refused by the guard, or by the permission check when `a` lost its role first.
      expect([ban.statusCode, demote.statusCode]).toContain(200);
      expect([ban.statusCode, demote.statusCode].filter((s) => s !== 200)).toHaveLength(1);
      expect([409, 403]).toContain([ban.statusCode, demote.statusCode].find((s) => s !== 200));
      expect(await activeSuperAdmins()).toBe(1);
    }
  });
});

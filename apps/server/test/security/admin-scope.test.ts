import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema.ts';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { clientWithRole, eventsOfType } from '@server/modules/admin/test-support.ts';

/**
 * An administrator acts only on accounts whose role they could grant themselves: every write on
 * another account (name, role, ban, unban), not only role changes and bans.
 */
let ctx: TestContext;
let root: Awaited<ReturnType<typeof clientWithRole>>;
let manager: Awaited<ReturnType<typeof clientWithRole>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  root = await clientWithRole(ctx, 'Super Admin', 'scope-root');
  manager = await clientWithRole(ctx, 'User Manager', 'scope-manager');
});
afterAll(() => ctx.close());

const nameOf = async (id: string) =>
  (await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;
const statusOf = async (id: string) =>
  (await ctx.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;
const rename = (client: typeof manager.client, id: string, name: string) =>
  client.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: { name } });

describe('a User Manager and a Super Admin account', () => {
  it('cannot rename a Super Admin (403, the name unchanged, nothing audited)', async () => {
    const updatesBefore = (await eventsOfType(ctx, 'user_updated')).length;
    const before = await nameOf(root.user.id);
    const res = await rename(manager.client, root.user.id, 'Renamed By Manager');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    expect(await nameOf(root.user.id)).toBe(before);
    expect((await eventsOfType(ctx, 'user_updated')).length).toBe(updatesBefore);
  });

  it('cannot ban nor unban a Super Admin', async () => {
    const other = await clientWithRole(ctx, 'Super Admin', 'scope-root-2');
    expect((await manager.client.post(`/api/admin/users/${other.user.id}/ban`, { reason: 'x' })).statusCode).toBe(403);
    expect(await statusOf(other.user.id)).toBe('active');
    // Banned by a Super Admin, the account stays banned whatever the User Manager asks.
    expect((await root.client.post(`/api/admin/users/${other.user.id}/ban`, { reason: 'x' })).statusCode).toBe(200);
    const unban = await manager.client.post(`/api/admin/users/${other.user.id}/unban`, {});
    expect(unban.statusCode, unban.body).toBe(403);
    expect(await statusOf(other.user.id)).toBe('banned');
  });

  it('cannot change the role of a Super Admin, even to give the same role', async () => {
    const options = (await root.client.get('/api/admin/role-options')).json<{
      roles: { id: string; name: string }[];
    }>();
    const userRole = options.roles.find((r) => r.name === 'User')!;
    const res = await manager.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${root.user.id}`,
      payload: { roleId: userRole.id },
    });
    expect(res.statusCode).toBe(403);
  });

  it('still acts on accounts whose role they could grant: an ordinary user and another User Manager', async () => {
    const plain = await clientWithRole(ctx, null, 'scope-plain');
    expect((await rename(manager.client, plain.user.id, 'Plain Renamed')).statusCode).toBe(200);
    expect(await nameOf(plain.user.id)).toBe('Plain Renamed');
    const peer = await clientWithRole(ctx, 'User Manager', 'scope-peer');
    expect((await rename(manager.client, peer.user.id, 'Peer Renamed')).statusCode).toBe(200);
    expect((await manager.client.post(`/api/admin/users/${plain.user.id}/ban`, { reason: 'spam' })).statusCode).toBe(
      200,
    );
    expect((await manager.client.post(`/api/admin/users/${plain.user.id}/unban`, {})).statusCode).toBe(200);
  });

  it('a Super Admin renames anyone', async () => {
    expect((await rename(root.client, manager.user.id, 'Manager Renamed')).statusCode).toBe(200);
    expect(await nameOf(manager.user.id)).toBe('Manager Renamed');
  });
});

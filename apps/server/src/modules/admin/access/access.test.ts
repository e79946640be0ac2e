import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, roles, userRoles } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { clientWithRole, eventsOfType } from '../test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/admin/access', () => {
  it('is 401 for a signed-out visitor', async () => {
    const res = await new TestClient(ctx.app).get('/api/admin/access');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('is 403 ADMIN_ACCESS_DENIED for a user without admin rights, and logs the denial', async () => {
    const { client, user } = await clientWithRole(ctx, null, 'plain');
    const res = await client.get('/api/admin/access');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'ADMIN_ACCESS_DENIED',
        message: "You don't have sufficient privileges to access the admin panel.",
      },
    });
    const denied = (await eventsOfType(ctx, 'admin_access_denied')).filter((e) => e.userId === user.id);
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({
      outcome: 'failure',
      details: { permission: 'admin:any', route: 'GET /api/admin/access', actorId: user.id },
    });
  });

  it("answers an administrator's role and permissions, and logs the access", async () => {
    const { client, user } = await clientWithRole(ctx, 'User Manager');
    const res = await client.get('/api/admin/access');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      permissions: ['bookings:read', 'security:read', 'users:manage'],
      role: { id: expect.any(String), name: 'User Manager', description: expect.any(String), level: 'medium' },
    });
    const granted = (await eventsOfType(ctx, 'admin_access')).filter((e) => e.userId === user.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ outcome: 'success', details: { role: 'User Manager', actorId: user.id } });
  });

  it('gives a Super Admin every permission, and reads grants on every request (a role change applies at once)', async () => {
    const admin = await clientWithRole(ctx, 'Super Admin');
    const res = await admin.client.get('/api/admin/access');
    expect(res.json().permissions).toEqual([
      'bookings:manage',
      'drivers:manage',
      'messages:manage',
      'roles:manage',
      'security:manage',
      'settings:manage',
      'users:manage',
    ]);
    const agent = await clientWithRole(ctx, 'Support Agent');
    expect((await agent.client.get('/api/admin/access')).statusCode).toBe(200);
    const patch = await admin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${agent.user.id}`,
      payload: { roleId: null },
    });
    expect(patch.statusCode).toBe(200);
    expect((await agent.client.get('/api/admin/access')).statusCode).toBe(403);
  });

  it('denies a role whose permissions are all outside the admin panel', async () => {
    const { client, user } = await clientWithRole(ctx, null, 'courier');
    const { db } = ctx.database;
    const [role] = await db
      .insert(roles)
      .values({ name: `Courier ${user.id}`, level: 'low' })
      .returning();
    const [permission] = await db
      .insert(permissions)
      .values({ resource: `parcels${Date.now()}`, action: 'deliver' })
      .returning();
    await db.insert(rolePermissions).values({ roleId: role!.id, permissionId: permission!.id });
    await db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    const res = await client.get('/api/admin/access');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ADMIN_ACCESS_DENIED');
  });

  it('lists the roles a user can be given', async () => {
    const { client } = await clientWithRole(ctx, 'Support Agent');
    const res = await client.get('/api/admin/role-options');
    expect(res.statusCode).toBe(200);
    const names = res.json().roles.map((r: { name: string }) => r.name);
    expect(names.slice(0, 2)).toEqual(['Super Admin', 'User Manager']);
    expect(names).toEqual(expect.arrayContaining(['Support Agent', 'User']));
  });
});

describe('GET /api/me/admin', () => {
  it('tells a signed-in user whether to offer the panel, without writing to the security log', async () => {
    expect((await new TestClient(ctx.app).get('/api/me/admin')).json()).toEqual({ admin: false });
    const plain = await clientWithRole(ctx, null, 'status-plain');
    const agent = await clientWithRole(ctx, 'Support Agent', 'status-agent');
    expect((await plain.client.get('/api/me/admin')).json()).toEqual({ admin: false });
    expect((await agent.client.get('/api/me/admin')).json()).toEqual({ admin: true });
    const logged = [...(await eventsOfType(ctx, 'admin_access')), ...(await eventsOfType(ctx, 'admin_access_denied'))];
    expect(logged.filter((e) => e.userId === plain.user.id || e.userId === agent.user.id)).toEqual([]);
  });
});

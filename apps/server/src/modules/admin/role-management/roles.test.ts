import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@escazo/contracts/admin';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '../../auth/test-support.ts';
import { clientWithRole, eventsOfType } from '../test-support.ts';
import { rolePermissionNames } from '../roles/repository.ts';
import { deleteUnusedRole } from './repository.ts';

let ctx: TestContext;
let root: Awaited<ReturnType<typeof clientWithRole>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  root = await clientWithRole(ctx, 'Super Admin', 'roles-root');
});
afterAll(() => ctx.close());

const listRoles = async () => {
  const res = await root.client.get('/api/admin/roles');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ roles: AdminRole[] }>().roles;
};
const byName = async (name: string) => (await listRoles()).find((r) => r.name === name)!;
const create = (payload: unknown) => root.client.post('/api/admin/roles', payload);
const patch = (id: string, payload: unknown) =>
  root.client.request({ method: 'PATCH', url: `/api/admin/roles/${id}`, payload: payload as object });
const remove = (id: string) => root.client.request({ method: 'DELETE', url: `/api/admin/roles/${id}` });

describe(`GET /api/admin/roles (${testDriver})`, () => {
  it('lists every role with its permissions and how many accounts have it', async () => {
    await signedUpClient(ctx, uniqueEmail('ordinary'));
    const roles = await listRoles();
    expect(roles.map((r) => r.name)).toEqual(['Super Admin', 'User Manager', 'Driver', 'Support Agent', 'User']);
    expect(roles[0]).toMatchObject({
      level: 'high',
      builtIn: true,
      userCount: 1,
      permissions: [
        'bookings:manage',
        'drivers:manage',
        'messages:manage',
        'roles:manage',
        'security:manage',
        'settings:manage',
        'users:manage',
      ],
    });
    expect(roles[1]).toMatchObject({
      level: 'medium',
      builtIn: false,
      userCount: 0,
      permissions: ['bookings:read', 'security:read', 'users:manage'],
    });
    expect(roles[2]).toMatchObject({ name: 'Driver', builtIn: true, userCount: 0, permissions: [] });
    // The User role counts the accounts without any role.
    expect(roles[4]).toMatchObject({ builtIn: true, userCount: 1, permissions: [] });
  });

  it('needs roles:read', async () => {
    const manager = await clientWithRole(ctx, 'User Manager', 'roles-manager');
    const res = await manager.client.get('/api/admin/roles');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
});

describe(`role changes (${testDriver})`, () => {
  it('creates a role with known permissions, refuses a taken name in any case, and audits with the actor', async () => {
    const res = await create({
      name: 'Auditor',
      description: 'Reads the security log',
      level: 'low',
      permissions: ['security:read', 'bookings:read', 'security:read'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Auditor',
      level: 'low',
      permissions: ['bookings:read', 'security:read'],
      userCount: 0,
      builtIn: false,
    });
    const taken = await create({ name: 'auditor', level: 'low' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('ROLE_NAME_TAKEN');
    const unknown = await create({ name: 'Wizard', level: 'low', permissions: ['users:delete'] });
    expect(unknown.statusCode).toBe(400);
    const [event] = (await eventsOfType(ctx, 'role_created')).slice(-1);
    expect(event).toMatchObject({
      outcome: 'success',
      userId: root.user.id,
      details: { name: 'Auditor', actorId: root.user.id, permissions: ['bookings:read', 'security:read'] },
    });
  });

  it('updates name, level and permissions, and records what changed', async () => {
    const auditor = await byName('Auditor');
    const res = await patch(auditor.id, {
      name: 'Security Auditor',
      level: 'medium',
      permissions: ['security:read', 'users:read'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Security Auditor',
      level: 'medium',
      description: 'Reads the security log',
      permissions: ['security:read', 'users:read'],
    });
    const [event] = (await eventsOfType(ctx, 'role_updated')).slice(-1);
    expect(event!.details).toMatchObject({
      roleId: auditor.id,
      name: { from: 'Auditor', to: 'Security Auditor' },
      level: { from: 'low', to: 'medium' },
      permissionsAdded: ['users:read'],
      permissionsRemoved: ['bookings:read'],
      actorId: root.user.id,
    });
    expect((await patch(auditor.id, { name: 'support agent' })).json().error.code).toBe('ROLE_NAME_TAKEN');
    expect((await patch(auditor.id, {})).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { level: 'low' })).statusCode).toBe(404);
  });

  it('keeps the built-in roles: names, Super Admin manage grants, no admin grants for User and Driver, no deletion', async () => {
    const superAdmin = await byName('Super Admin');
    const user = await byName('User');
    const driver = await byName('Driver');
    for (const [id, body] of [
      [superAdmin.id, { name: 'Root' }],
      [superAdmin.id, { permissions: ['users:manage'] }],
      [user.id, { permissions: ['users:read'] }],
      [user.id, { name: 'Member' }],
      [driver.id, { permissions: ['bookings:read'] }],
      [driver.id, { name: 'Chauffeur' }],
    ] as const) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().error.code).toBe('ROLE_PROTECTED');
    }
    const described = await patch(superAdmin.id, {
      description: 'Everything',
      permissions: [...superAdmin.permissions, 'users:read'],
    });
    expect(described.statusCode, described.body).toBe(200);
    // The Driver's own grant is not an admin permission: replacing the admin ones keeps it.
    const driverSaved = await patch(driver.id, { description: 'Drives', permissions: [] });
    expect(driverSaved.json()).toMatchObject({ description: 'Drives', permissions: [] });
    expect(await rolePermissionNames(ctx.database.db, driver.id)).toEqual(['rides:drive']);
    for (const id of [superAdmin.id, user.id, driver.id]) {
      const res = await remove(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ROLE_PROTECTED');
    }
    expect((await byName('Super Admin')).permissions).toContain('roles:manage');
  });

  it('refuses to delete a role in use (409 ROLE_IN_USE), deletes it once unused, and audits', async () => {
    const role = await create({ name: 'Night Desk', level: 'low', permissions: ['messages:read'] });
    const roleId = role.json<AdminRole>().id;
    const member = await signedUpClient(ctx, uniqueEmail('night'));
    const assign = await root.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}`,
      payload: { roleId },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await byName('Night Desk')).userCount).toBe(1);

    const inUse = await remove(roleId);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      error: { code: 'ROLE_IN_USE', message: 'This role is given to some accounts: give them another role first.' },
    });
    // The guard is the delete statement itself.
    expect(await deleteUnusedRole(ctx.database.db, roleId)).toBeUndefined();

    await root.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}`,
      payload: { roleId: null },
    });
    expect((await remove(roleId)).statusCode).toBe(204);
    expect((await listRoles()).some((r) => r.id === roleId)).toBe(false);
    expect((await remove(roleId)).statusCode).toBe(404);
    const [event] = (await eventsOfType(ctx, 'role_deleted')).slice(-1);
    expect(event).toMatchObject({
      userId: root.user.id,
      details: { roleId, name: 'Night Desk', actorId: root.user.id },
    });
  });

  it('needs roles:manage for changes', async () => {
    const agent = await clientWithRole(ctx, 'Support Agent', 'roles-agent');
    const res = await agent.client.post('/api/admin/roles', {
      name: 'Sneaky',
      level: 'high',
      permissions: ['roles:manage'],
    });
    expect(res.statusCode).toBe(403);
    expect((await listRoles()).some((r) => r.name === 'Sneaky')).toBe(false);
  });
});

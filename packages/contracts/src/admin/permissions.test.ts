import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  ADMIN_RESOURCES,
  PERMISSIONS,
  hasPermission,
  parsePermission,
  permissionAllows,
  permissionSchema,
} from './permissions.ts';

const resource = fc.constantFrom(...ADMIN_RESOURCES);
const action = fc.constantFrom(...ADMIN_ACTIONS, 'create', 'update', 'delete');
const word = fc.stringMatching(/^[a-z]{1,8}$/);

describe('admin permission check', () => {
  it('passes for the same resource and action, or a granted manage', () => {
    expect(permissionAllows('users:manage', 'users:read')).toBe(true);
    expect(permissionAllows('users:read', 'users:read')).toBe(true);
    expect(permissionAllows('users:read', 'users:manage')).toBe(false);
    expect(permissionAllows('security:manage', 'users:read')).toBe(false);
    expect(hasPermission(['security:read', 'users:manage'], 'users:read')).toBe(true);
    expect(hasPermission([], 'users:read')).toBe(false);
  });

  it('never passes a malformed permission', () => {
    for (const bad of ['', 'users', ':read', 'users:', 'manage']) {
      expect(permissionAllows(bad, 'users:read')).toBe(false);
      expect(permissionAllows('users:manage', bad)).toBe(false);
    }
  });

  it('a grant allows exactly: its own action, or any action when it is manage, on its own resource', () => {
    fc.assert(
      fc.property(resource, action, resource, action, (gr, ga, wr, wa) => {
        const expected = gr === wr && (ga === wa || ga === 'manage');
        expect(permissionAllows(`${gr}:${ga}`, `${wr}:${wa}`)).toBe(expected);
      }),
    );
  });

  it('is reflexive, and manage allows every action of its resource whatever the names', () => {
    fc.assert(
      fc.property(word, word, (r, a) => {
        expect(permissionAllows(`${r}:${a}`, `${r}:${a}`)).toBe(true);
        expect(permissionAllows(`${r}:manage`, `${r}:${a}`)).toBe(true);
      }),
    );
  });

  it('a set of grants allows what one of them allows, and adding grants never takes a right away', () => {
    const permission = fc.constantFrom(...PERMISSIONS);
    fc.assert(
      fc.property(
        fc.array(permission, { maxLength: 6 }),
        fc.array(permission, { maxLength: 6 }),
        permission,
        (grants, more, wanted) => {
          const allowed = hasPermission(grants, wanted);
          expect(allowed).toBe(grants.some((g) => permissionAllows(g, wanted)));
          if (allowed) expect(hasPermission([...grants, ...more], wanted)).toBe(true);
        },
      ),
    );
  });

  it('lists every resource with read and manage, each a valid permission', () => {
    expect(PERMISSIONS).toHaveLength(ADMIN_RESOURCES.length * ADMIN_ACTIONS.length);
    for (const p of PERMISSIONS) {
      expect(permissionSchema.parse(p)).toBe(p);
      expect(parsePermission(p)).toEqual({ resource: p.split(':')[0], action: p.split(':')[1] });
    }
    expect(permissionSchema.safeParse('users:delete').success).toBe(false);
  });
});

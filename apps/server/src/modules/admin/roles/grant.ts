import type { Db } from '@server/db/client.ts';
import { recordAuthEvent } from '../../audit/public.ts';
import { findUserByEmail } from '../../auth/public.ts';
import { changeUserRole } from './change-role.ts';
import { findRoleByName, listRoles } from './repository.ts';

/** A grant that cannot be made; the message is for the person at the terminal. */
export class GrantRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantRefused';
  }
}

export type GrantResult = { email: string; role: string; changed: boolean; previousRole: string | null };

/**
 * `npm run admin:grant -- <email> "<role>"`: the only way to make the first administrator.
 * Idempotent; refuses an unknown e-mail or role, and taking the role of the last Super Admin.
 */
export async function grantAdminRole(db: Db, rawEmail: string, roleName: string): Promise<GrantResult> {
  const email = rawEmail.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  if (!user) throw new GrantRefused(`No account uses the e-mail ${email}. Sign up with it first, then run this again.`);
  const role = await findRoleByName(db, roleName.trim());
  if (!role) {
    const names = (await listRoles(db)).map((r) => `"${r.name}"`).join(', ');
    throw new GrantRefused(`There is no role "${roleName}". Roles: ${names}.`);
  }
  const change = await changeUserRole(db, user.id, role);
  if (change.changed) {
    await recordAuthEvent(db, {
      type: 'role_changed',
      outcome: 'success',
      userId: user.id,
      email,
      ip: 'local',
      userAgent: 'admin:grant',
      details: { from: change.from, to: change.to, actorId: null, actorEmail: null, via: 'admin:grant' },
    });
  }
  return { email, role: role.name, changed: change.changed, previousRole: change.from };
}

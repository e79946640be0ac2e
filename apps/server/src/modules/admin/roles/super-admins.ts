import { sql } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';

export const lastSuperAdminError = () =>
  new AppError(
    409,
    'LAST_SUPER_ADMIN',
    'This is the last Super Admin: give another account the Super Admin role first.',
  );

/**
 * Inside a transaction: locks the role rows and user rows of every active Super Admin (in id
 * order) and refuses when `userId` is the only one left. A concurrent demotion or ban waits on
 * these locks and then counts again without the row it lost, so two of them can never take away
 * the last two Super Admins together.
 */
export async function guardLastSuperAdmin(tx: Db, userId: string): Promise<void> {
  const rows = await tx.execute<{ user_id: string }>(sql`
    select ur.user_id from user_roles ur
    join users u on u.id = ur.user_id
    where ur.role_id = (select id from roles where name = ${SUPER_ADMIN_ROLE}) and u.status = 'active'
    order by ur.user_id
    for update of ur, u`);
  const ids = (rows as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
  if (ids.includes(userId) && ids.length <= 1) throw lastSuperAdminError();
}

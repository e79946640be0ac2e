import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { twoFactorRecoveryCodes, twoFactorSettings } from './schema.ts';

/** The account's enabled method and since when, or undefined without a settings row. */
export async function findTwoFactor(db: Db, userId: string) {
  const [row] = await db
    .select({ method: twoFactorSettings.method, enabledAt: twoFactorSettings.enabledAt })
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.userId, userId))
    .limit(1);
  return row;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

import { and, eq } from 'drizzle-orm';
import type { OAuthProviderId } from '@escazo/contracts/oauth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { oauthAccounts } from './schema.ts';
import type { UserRow } from '../auth/public.ts';

/** The account a social identity (provider + subject) is linked to, if any. */
export async function findLinkedUser(db: Db, provider: OAuthProviderId, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.user;
}

export async function insertLink(
  db: Db,
  values: { userId: string; provider: OAuthProviderId; subject: string; email: string | null },
): Promise<void> {
  await db.insert(oauthAccounts).values(values);
}

import { and, eq } from 'drizzle-orm';
import type { OAuthProviderId } from '@escazo/contracts/oauth';
import type { Db } from '@server/db/client.ts';
import { oauthAccounts } from './schema.ts';
import { findUserById, type UserRow } from '../auth/public.ts';

/** The account a social identity (provider + subject) is linked to, if any. */
export async function findLinkedUser(db: Db, provider: OAuthProviderId, subject: string): Promise<UserRow | undefined> {
  const [link] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return link && findUserById(db, link.userId);
}

export async function insertLink(
  db: Db,
  values: { userId: string; provider: OAuthProviderId; subject: string; email: string | null },
): Promise<void> {
  await db.insert(oauthAccounts).values(values);
}

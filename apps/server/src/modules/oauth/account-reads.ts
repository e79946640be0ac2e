import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { oauthAccounts } from './schema.ts';

/** The social identities linked to an account, oldest first. */
export function listSocialAccounts(db: Db, userId: string) {
  return db
    .select({
      provider: oauthAccounts.provider,
      subject: oauthAccounts.subject,
      email: oauthAccounts.email,
      createdAt: oauthAccounts.createdAt,
    })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(oauthAccounts.createdAt);
}

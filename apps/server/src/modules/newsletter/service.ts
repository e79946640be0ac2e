import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { hashToken, newToken } from '../auth/public.ts';
import { claimMailSend, sendClaimedMail } from '../mail/public.ts';
import { CONFIRM_RESEND_MINUTES, CONFIRM_TOKEN_HOURS, confirmMail } from './messages.ts';
import { confirmByTokenHash, unsubscribeByToken, upsertPending } from './repository.ts';

export type NewsletterDeps = { db: Db; config: Config; log?: FastifyBaseLogger };

const tokenInvalid = () => new AppError(400, 'NEWSLETTER_TOKEN_INVALID', 'This link is invalid or has expired.');

/**
 * Double opt-in: the address becomes pending with a fresh 256-bit confirm token (only its hash is
 * kept, valid 48 hours) and is sent the confirmation link. A confirmed address gets nothing; a
 * pending one gets a new link only CONFIRM_RESEND_MINUTES after the last, and only while the mail
 * module's per-recipient limit allows: the token and that claim are written in one transaction, so
 * a link that was not sent never replaces one that was. The route answers before this runs, so the
 * answer is the same whatever happens here.
 */
export async function requestSubscription(
  deps: NewsletterDeps,
  rawEmail: string,
  userId: string | null,
  linkOrigin: string,
  now: Date,
): Promise<void> {
  const email = rawEmail.toLowerCase();
  const token = newToken();
  const withheld = new Error('newsletter confirmation withheld');
  const row = await deps.db
    .transaction(async (tx) => {
      const pending = await upsertPending(
        tx,
        {
          email,
          confirmTokenHash: hashToken(token),
          confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_HOURS * 3_600_000),
          unsubscribeToken: newToken(),
          userId,
        },
        new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000),
        CONFIRM_TOKEN_HOURS,
      );
      if (pending && !(await claimMailSend(tx, email, 'newsletter-confirm', now))) throw withheld;
      return pending;
    })
    .catch((err: unknown) => {
      if (err === withheld) return undefined;
      throw err;
    });
  if (row)
    await sendClaimedMail(
      deps.db,
      deps.config,
      confirmMail(row.email, linkOrigin, token, row.unsubscribeToken),
      now,
      deps.log,
    );
}

export async function confirmSubscription(db: Db, token: string, now: Date): Promise<void> {
  if (!(await confirmByTokenHash(db, hashToken(token), now))) throw tokenInvalid();
}

/** Idempotent: a known unsubscribe token always answers the same. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<void> {
  if (!(await unsubscribeByToken(db, token, now))) throw tokenInvalid();
}

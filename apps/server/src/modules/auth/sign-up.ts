import { and, eq, gt, isNull } from 'drizzle-orm';
import { SIGN_UP_LINK_HOURS, type SignUpInput } from '@escazo/contracts/auth';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import { isUniqueViolation } from '@server/lib/unique-violation.ts';
import { recordAuthEvent } from '../audit/public.ts';
import { claimMailSend, sendClaimedMail, sendMail } from '../mail/public.ts';
import type { ClientInfo } from './client-info.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword, isCommonPassword } from './password.ts';
import * as repo from './repository.ts';
import { signUpRequests } from './schema/users.ts';
import { hashToken, newToken } from './tokens.ts';

const linkInvalid = () =>
  new AppError(400, 'SIGN_UP_LINK_INVALID', 'This link is invalid or has expired. Please sign up again.');
const alreadyCreated = () => new AppError(409, 'EMAIL_TAKEN', 'This account already exists. Please sign in.');

/** The server's one password rule that sign-up adds to the schema: not a commonly used password. */
export function assertNotCommon(password: string): void {
  if (!isCommonPassword(password)) return;
  const message = validationMessages['auth.passwordCommon'];
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'password', code: 'auth.passwordCommon', message }]);
}

/**
 * The work behind POST /api/auth/sign-up, run after the answer is sent (the same answer, at the
 * same speed, for every address). An address with an account gets "someone tried to sign up with
 * your address"; a new one gets the link that creates the account. Both e-mails are limited per
 * recipient by the mail module, so the form cannot flood a mailbox.
 */
export async function requestSignUp(
  { db, config, log, clock }: AuthDeps,
  input: SignUpInput,
  linkOrigin: string,
  client: ClientInfo,
): Promise<void> {
  const email = input.email.toLowerCase();
  const now = clock.now();
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    const notice = await sendMail(
      db,
      config,
      {
        to: existing.email,
        kind: 'sign-up-existing',
        subject: 'Someone tried to sign up with your address',
        text: `Hello ${existing.name},\n\nSomeone (hopefully you) tried to create an Escazo account with this e-mail address, which already has one. Nothing was changed.\n\nIf it was you, sign in:\n${linkOrigin}/login\n\nForgot your password? Choose a new one:\n${linkOrigin}/forgot-password\n\nIf it was not you, you can ignore this e-mail.\n\nEscazo`,
      },
      now,
      log,
    );
    await recordAuthEvent(db, {
      type: 'sign_up',
      outcome: 'ignored',
      userId: existing.id,
      email,
      ...client,
      details: { reason: 'email_taken', notified: notice !== null },
    });
    return;
  }
  if (!(await claimMailSend(db, email, 'sign-up-confirm', now))) {
    await recordAuthEvent(db, {
      type: 'sign_up',
      outcome: 'ignored',
      email,
      ...client,
      details: { reason: 'mail_limit' },
    });
    return;
  }
  const token = newToken();
  await db.insert(signUpRequests).values({
    tokenHash: hashToken(token),
    email,
    name: input.fullName,
    passwordHash: await hashPassword(input.password),
    expiresAt: new Date(now.getTime() + SIGN_UP_LINK_HOURS * 3_600_000),
    createdAt: now,
  });
  const link = `${linkOrigin}/signup/confirm?token=${encodeURIComponent(token)}`;
  await sendClaimedMail(
    db,
    config,
    {
      to: email,
      kind: 'sign-up-confirm',
      subject: 'Finish creating your Escazo account',
      text: `Hello ${input.fullName},\n\nOpen this link within ${SIGN_UP_LINK_HOURS} hours to finish creating your Escazo account:\n\n${link}\n\nThe link works once. If you did not sign up, ignore this e-mail: no account is created.\n\nEscazo`,
    },
    now,
    log,
  );
}

/**
 * Follows a sign-up link: in one transaction the link is used (a conditional update, so it works
 * once) and the account created. The caller opens the session.
 */
export async function confirmSignUp(
  { db, clock, onAccountCreated }: AuthDeps,
  token: string,
  client: ClientInfo,
): Promise<repo.UserRow> {
  const now = clock.now();
  const t = signUpRequests;
  const user = await db
    .transaction(async (tx) => {
      const [request] = await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.tokenHash, hashToken(token)), isNull(t.usedAt), gt(t.expiresAt, now)))
        .returning();
      if (!request) throw linkInvalid();
      const created = await repo.insertUser(tx, {
        email: request.email,
        name: request.name,
        passwordHash: request.passwordHash,
      });
      await onAccountCreated?.(tx, created);
      return created;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw alreadyCreated();
      throw err;
    });
  await recordAuthEvent(db, { type: 'sign_up', outcome: 'success', userId: user.id, email: user.email, ...client });
  return user;
}

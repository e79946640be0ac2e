import { createHash } from 'node:crypto';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '@escazo/contracts/oauth';
import type { Db } from '@server/db/client.ts';
import { isUniqueViolation } from '@server/lib/unique-violation.ts';
import { recordAuthEvent } from '../audit/public.ts';
import {
  findUserByEmail,
  insertUser,
  isBanned,
  type AuthDeps,
  type ClientInfo,
  type SecondFactorChallenge,
  type SecondFactorSteps,
  type UserRow,
} from '../auth/public.ts';
import type { ProviderProfile } from './providers.ts';
import * as repo from './repository.ts';

/** A social sign-in that cannot finish; `reason` goes to the audit trail, never to the browser. */
export class OAuthFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'OAuthFailure';
  }
}

/** How the identity found its account: already linked, linked now by verified e-mail, or new. */
export type AccountMatch = { user: UserRow; via: 'link' | 'email' | 'new' };

const NAME_MAX = 100;

/** Providers without an e-mail (X) still need a unique address: a reserved, never-delivered one. */
export function placeholderEmail(provider: OAuthProviderId, subject: string): string {
  const digest = createHash('sha256').update(`${provider}:${subject}`).digest('hex').slice(0, 20);
  return `${provider}-${digest}@users.escazo.invalid`;
}

function displayName(provider: OAuthProviderId, profile: ProviderProfile): string {
  const name = profile.name?.trim().replace(/\s+/g, ' ');
  if (name && name.length >= 2) return name.slice(0, NAME_MAX);
  const local = profile.email?.split('@')[0];
  if (local && local.length >= 2) return local.slice(0, NAME_MAX);
  return `${OAUTH_PROVIDER_NAMES[provider]} traveller`;
}

/**
 * Finds or creates the account of a provider identity:
 * 1. an existing link (provider + subject) wins;
 * 2. else an account with the same e-mail, only when the provider vouches for it (verified), is linked;
 * 3. else a new account (no password) is created and linked, in one transaction, unless the
 *    admin Settings close sign-ups (`signupsOpen`).
 */
export async function resolveAccount(
  db: Db,
  provider: OAuthProviderId,
  profile: ProviderProfile,
  signupsOpen: () => Promise<boolean> = async () => true,
): Promise<AccountMatch> {
  const linked = await repo.findLinkedUser(db, provider, profile.subject);
  if (linked) return { user: linked, via: 'link' };

  const email = profile.email?.trim().toLowerCase() || null;
  if (email && profile.emailVerified) {
    const existing = await findUserByEmail(db, email);
    if (existing) {
      try {
        await repo.insertLink(db, { userId: existing.id, provider, subject: profile.subject, email });
      } catch (err) {
        if (isUniqueViolation(err)) return raceWinner(db, provider, profile.subject);
        throw err;
      }
      return { user: existing, via: 'email' };
    }
  }

  if (!(await signupsOpen())) throw new OAuthFailure('signups_closed');
  try {
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: email ?? placeholderEmail(provider, profile.subject),
        name: displayName(provider, profile),
        passwordHash: null,
      });
      await repo.insertLink(tx, { userId: created.id, provider, subject: profile.subject, email });
      return created;
    });
    return { user, via: 'new' };
  } catch (err) {
    if (isUniqueViolation(err, 'oauth_accounts_provider_subject_key')) return raceWinner(db, provider, profile.subject);
    // The e-mail belongs to an account, and the provider does not vouch for it: no takeover.
    if (isUniqueViolation(err)) throw new OAuthFailure('email_in_use');
    throw err;
  }
}

/** Two callbacks for one new identity at once: the other one linked it first. */
async function raceWinner(db: Db, provider: OAuthProviderId, subject: string): Promise<AccountMatch> {
  const user = await repo.findLinkedUser(db, provider, subject);
  if (!user) throw new OAuthFailure('link_conflict');
  return { user, via: 'link' };
}

export type SignInOutcome =
  { kind: 'session'; user: UserRow; remember: boolean } | { kind: 'two_factor'; challenge: SecondFactorChallenge };

/**
 * The identity is proven by the provider: the same path as a password sign-in from here on
 * (second factor when the account has one, else the caller opens the session), with the audit events.
 */
export async function signInWithProvider(
  deps: AuthDeps & { secondFactor: SecondFactorSteps; signupsOpen?: () => Promise<boolean> },
  provider: OAuthProviderId,
  profile: ProviderProfile,
  remember: boolean,
  client: ClientInfo,
): Promise<SignInOutcome> {
  const { db } = deps;
  const { user, via } = await resolveAccount(db, provider, profile, deps.signupsOpen);
  if (isBanned(user)) throw new OAuthFailure('account_banned');
  if (user.status !== 'active') throw new OAuthFailure('account_inactive');
  if (via === 'new') {
    await recordAuthEvent(db, {
      type: 'sign_up',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      ...client,
      details: { provider },
    });
    await deps.onAccountCreated?.(db, user);
  }
  // Null when the account has no second factor; else the challenge whose cookie routes.ts sets.
  const challenge = await deps.secondFactor.begin(deps, user, remember, client);
  if (challenge) {
    await recordAuthEvent(db, {
      type: 'sign_in',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      ...client,
      details: { provider, via, twoFactor: 'pending' },
    });
    return { kind: 'two_factor', challenge };
  }
  await recordAuthEvent(db, {
    type: 'sign_in',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ...client,
    details: { provider, via },
  });
  return { kind: 'session', user, remember };
}

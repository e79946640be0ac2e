import type { AccountExport } from '@escazo/contracts/account';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { presentUser, type SessionRow } from '../auth/public.ts';
import { listPresentedPaymentMethods } from '../payment-methods/public.ts';
import { exportPriceWatches } from '../price-watches/public.ts';
import { exportTravelProfile } from '../recommendations/public.ts';
import { exportSavedItems } from '../saved/public.ts';
import { presentPreferences, presentProfile, twoFactorOn } from './presenter.ts';
import * as repo from './repository.ts';
import { listLiveSessions } from './security.ts';

type TwoFactorMethod = AccountExport['twoFactor']['method'];

/** Audit details are objects by convention; anything else is wrapped so the download stays valid. */
const asRecord = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };

/**
 * Everything the account owns, built only from presenters and chosen columns: no password hash,
 * session hash, card token, two-factor secret or recovery code can reach it.
 */
export async function buildAccountExport(
  db: Db,
  userId: string,
  current: SessionRow | null,
  now: Date,
): Promise<AccountExport> {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  const [
    profile,
    preferences,
    twoFactor,
    recoveryCodes,
    sessions,
    cards,
    social,
    events,
    saved,
    watches,
    travelProfile,
  ] = await Promise.all([
    repo.findProfile(db, userId),
    repo.ensurePreferences(db, userId),
    repo.findTwoFactor(db, userId),
    repo.countUnusedRecoveryCodes(db, userId),
    listLiveSessions(db, userId, current, now),
    listPresentedPaymentMethods(db, userId),
    repo.listSocialAccounts(db, userId),
    repo.listSecurityEvents(db, userId),
    exportSavedItems(db, userId),
    exportPriceWatches(db, userId),
    exportTravelProfile(db, userId),
  ]);
  const enabled = twoFactorOn(twoFactor);
  return {
    format: 'escazo-account-export/1',
    exportedAt: now.toISOString(),
    user: {
      ...presentUser(user),
      membershipTier: user.membershipTier as AccountExport['user']['membershipTier'],
      status: user.status,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      hasPassword: user.passwordHash !== null,
    },
    onboarding: { completed: user.onboardedAt !== null, completedAt: user.onboardedAt?.toISOString() ?? null },
    profile: presentProfile(user, profile),
    preferences: presentPreferences(preferences, twoFactor),
    twoFactor: {
      enabled,
      method: enabled ? (twoFactor!.method as TwoFactorMethod) : null,
      enabledAt: enabled ? twoFactor!.enabledAt!.toISOString() : null,
      unusedRecoveryCodes: enabled ? recoveryCodes : 0,
    },
    sessions,
    paymentMethods: cards,
    socialAccounts: social.map((s) => ({
      provider: s.provider,
      subject: s.subject,
      email: s.email,
      linkedAt: s.createdAt.toISOString(),
    })),
    securityEvents: events.map((e) => ({
      type: e.type,
      outcome: e.outcome,
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
      details: asRecord(e.details),
      at: e.createdAt.toISOString(),
    })),
    savedItems: saved,
    priceWatches: watches,
    travelProfile,
  };
}

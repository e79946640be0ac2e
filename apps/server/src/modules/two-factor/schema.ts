import { index, integer, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

/** A user's second factor: e-mailed codes or an authenticator app (TOTP). One row per user. */
export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'email' | 'totp'; null while an authenticator enrolment is pending. */
  method: text('method'),
  /** Base32 TOTP secret (enabled or pending enrolment). */
  totpSecret: text('totp_secret'),
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last TOTP time step accepted: each code works once. */
  lastTotpStep: integer('last_totp_step'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per enrolment; only their hashes are kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_user_idx').on(t.userId)],
);

/**
 * A sign-in waiting for its second factor (password already checked), referenced by a random
 * token in an httpOnly cookie. Also used for e-mailed codes during enrolment (purpose 'enrol').
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('sign_in'),
    method: text('method').notNull(),
    remember: boolean('remember').notNull().default(false),
    /** SHA-256 of the e-mailed code (method 'email'), salted with code_salt, else with id_hash. */
    codeHash: text('code_hash'),
    /**
     * Set when the challenge carries the code e-mailed for an earlier challenge (no new code could
     * be sent): that challenge's id_hash, the code's salt.
     */
    codeSalt: text('code_salt'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

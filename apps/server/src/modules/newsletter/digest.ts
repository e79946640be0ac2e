import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { userCurrencyConverter } from '../currency/public.ts';
import { loadFeaturedDeals } from '../deals/public.ts';
import { schedule, type ScheduleInput } from '../jobs/public.ts';
import { emailLinkOrigin, sendMail } from '../mail/public.ts';
import { digestMail, type ShowMoney } from './messages.ts';
import { claimDigestBatch } from './repository.ts';

export const NEWSLETTER_DIGEST = 'newsletter.digest';
const DAY_MS = 86_400_000;
const DIGEST_BATCH = 100;
/** Weekly on Monday (UTC day 1) at 09:00 UTC. */
const DIGEST_WEEKDAY = 1;
const DIGEST_HOUR_UTC = 9;

export type DigestPayload = { slot: string };

/** The first Monday 09:00 UTC strictly after `now`. */
export function nextDigestSlot(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC);
  const daysAhead = (DIGEST_WEEKDAY - now.getUTCDay() + 7) % 7;
  const candidate = today + daysAhead * DAY_MS;
  return new Date(candidate > now.getTime() ? candidate : candidate + 7 * DAY_MS);
}

/** The next digest; the dedupe key names its slot, so start-up and the previous run agree on one row. */
export function nextDigestJob(now: Date): ScheduleInput {
  const runAt = nextDigestSlot(now);
  const payload: DigestPayload = { slot: runAt.toISOString() };
  return { kind: NEWSLETTER_DIGEST, runAt, payload, dedupeKey: `${NEWSLETTER_DIGEST}:${payload.slot}` };
}

export async function scheduleNewsletterDigest(db: Db, now: Date): Promise<void> {
  await schedule(db, nextDigestJob(now));
}

const asIs: ShowMoney = (money) => money;

/** Prices for a subscriber: in the linked user's display currency, in USD (as priced) for an address alone. */
const moneyShownTo = (db: Db, userId: string | null): Promise<ShowMoney> =>
  userId === null ? Promise.resolve(asIs) : userCurrencyConverter(db, userId);

/**
 * Sends the featured deals to every confirmed subscriber, in batches, priced in the reader's
 * currency (see moneyShownTo). Each batch is claimed by one
 * conditional update of last_digest_at, so a re-run of the same slot never sends twice. With no
 * featured deals nothing is sent.
 */
export async function sendDigest(
  deps: { db: Db; config: Config; origin: string },
  slot: Date,
  now: Date,
): Promise<number> {
  const deals = await loadFeaturedDeals(deps.db, now);
  if (deals.length === 0) return 0;
  let sent = 0;
  for (;;) {
    const batch = await claimDigestBatch(deps.db, slot, now, DIGEST_BATCH);
    for (const sub of batch) {
      const show = await moneyShownTo(deps.db, sub.userId);
      await sendMail(deps.db, deps.config, digestMail(sub.email, deps.origin, deals, sub.unsubscribeToken, show), now);
    }
    sent += batch.length;
    if (batch.length < DIGEST_BATCH) return sent;
  }
}

export function registerDigestJob(app: FastifyInstance, db: Db, config: Config): void {
  app.jobs.handle(NEWSLETTER_DIGEST, async (payload, { now, log }) => {
    const slot = new Date((payload as DigestPayload).slot);
    const sent = await sendDigest({ db, config, origin: emailLinkOrigin(config, app.server.address()) }, slot, now);
    log?.info({ sent }, 'newsletter digest sent');
    await schedule(db, nextDigestJob(now));
  });
}

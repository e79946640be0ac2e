import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { idempotencyKeys } from './schema.ts';
import { AppError } from '@server/lib/app-error.ts';

/** A finished answer: what a repeat of the same request receives again. */
export type StoredAnswer = { statusCode: number; body: unknown };

/** Who asked what under which key: one (user, scope, key) runs once. */
export type IdempotencyClaim = { userId: string; scope: string; key: string; hash: string };

const WAIT_STEP_MS = 25;
/** How long a repeat waits for the first request to finish before answering IDEMPOTENCY_KEY_IN_USE. */
const WAIT_LIMIT_MS = 60_000;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Claims the key with this row (`insert … on conflict do nothing`); false when it was taken. */
async function claimKey(db: Db, row: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

const keyOf = ({ userId, scope, key }: IdempotencyClaim) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Runs `work` once per (user, scope, key). The first request claims the key (a unique row); a repeat
 * with the same body waits for it and gets its stored answer; a repeat with another body is a 422
 * IDEMPOTENCY_KEY_REUSED. A 4xx answer is stored like a success; an unexpected failure frees the key.
 */
export async function runIdempotent(
  db: Db,
  claim: IdempotencyClaim,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { userId, scope, key, hash } = claim;
  const claimed = await claimKey(db, { userId, scope, key, requestHash: hash, state: 'in_progress' });
  if (!claimed) return repeatedAnswer(db, claim, () => runIdempotent(db, claim, work));
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(keyOf(claim));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: answer.statusCode, response: answer.body })
    .where(keyOf(claim));
  return answer;
}

/**
 * The same contract as `runIdempotent` for a request whose answer is known before any work (a
 * rejection decided without writing anything): the key is claimed already done, with that answer,
 * in one statement. When the key was taken first, the request is a repeat and gets that answer.
 */
export async function answerIdempotent(db: Db, claim: IdempotencyClaim, answer: StoredAnswer): Promise<StoredAnswer> {
  const { userId, scope, key, hash } = claim;
  const claimed = await claimKey(db, {
    userId,
    scope,
    key,
    requestHash: hash,
    state: 'done',
    statusCode: answer.statusCode,
    response: answer.body,
  });
  return claimed ? answer : repeatedAnswer(db, claim, () => answerIdempotent(db, claim, answer));
}

/** A repeat: waits for the first request's answer; when its key was freed meanwhile, `retry` claims it. */
async function repeatedAnswer(
  db: Db,
  claim: IdempotencyClaim,
  retry: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        state: idempotencyKeys.state,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
      })
      .from(idempotencyKeys)
      .where(keyOf(claim));
    if (!row) return retry();
    if (row.requestHash !== claim.hash)
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request.',
      );
    if (row.state === 'done') return { statusCode: row.statusCode!, body: row.response };
    if (waited >= WAIT_LIMIT_MS)
      throw new AppError(
        409,
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still being processed.',
      );
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** Deletes the keys claimed before `before` (a repeat after that is a new request). Returns how many went. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

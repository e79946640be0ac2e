import { max, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { settings } from './schema.ts';

export type StoredSettings = { values: Map<string, unknown>; updatedAt: Date | null };

export async function readStoredSettings(db: Db): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const [latest] = await db.select({ at: max(settings.updatedAt) }).from(settings);
  return { values: new Map(rows.map((r) => [r.key, r.value])), updatedAt: latest?.at ?? null };
}

/** Writes every value given, in one statement. */
export async function upsertSettings(
  db: Db,
  values: Record<string, unknown>,
  updatedBy: string | null,
  now: Date,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: now, updatedBy }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at`, updatedBy: sql`excluded.updated_by` },
    });
}

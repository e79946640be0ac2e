import type { Db } from '@server/db/client.ts';
import type { Config } from '@server/config.ts';
import { AppError } from '@server/lib/app-error.ts';
import { SIGNUPS_CLOSED_MESSAGE } from '@escazo/contracts/settings';
import {
  SETTING_KEYS,
  defaultSettings,
  readStoredValue,
  type SettingKey,
  type SiteSettingValues,
} from './definitions.ts';
import { readStoredSettings, upsertSettings } from './repository.ts';

/** How long a read is trusted: another server process's change shows within this time. */
export const SETTINGS_CACHE_MS = 30_000;

export type CurrentSettings = SiteSettingValues & { updatedAt: Date | null };
export type SettingsChange = { key: SettingKey; from: unknown; to: unknown };

export const signupsClosedError = () => new AppError(403, 'SIGNUPS_CLOSED', SIGNUPS_CLOSED_MESSAGE);

/**
 * The site settings, read from the database and kept in memory for a short while; a change made
 * through this service clears the copy at once, so the next request reads the new value.
 */
export class SiteSettings {
  private cached: { value: CurrentSettings; at: number } | null = null;
  private readonly defaults: SiteSettingValues;

  constructor(
    private readonly db: Db,
    config: Config,
    private readonly now: () => number = Date.now,
  ) {
    this.defaults = defaultSettings(config);
  }

  async current(): Promise<CurrentSettings> {
    if (this.cached && this.now() - this.cached.at < SETTINGS_CACHE_MS) return this.cached.value;
    const stored = await readStoredSettings(this.db);
    const value = { ...this.defaults, updatedAt: stored.updatedAt } as CurrentSettings;
    for (const key of SETTING_KEYS) {
      if (stored.values.has(key))
        Object.assign(value, { [key]: readStoredValue(key, stored.values.get(key), this.defaults[key]) });
    }
    this.cached = { value, at: this.now() };
    return value;
  }

  /**
   * Saves every setting; answers what changed (nothing is written when nothing did). `record`
   * writes the change's audit event in the same transaction as the values.
   */
  async update(
    next: SiteSettingValues,
    actorId: string | null,
    at: Date,
    record?: (tx: Db, changes: SettingsChange[]) => Promise<void>,
  ): Promise<SettingsChange[]> {
    const before = await this.readFresh();
    const changes = SETTING_KEYS.filter((key) => before[key] !== next[key]).map((key) => ({
      key,
      from: before[key],
      to: next[key],
    }));
    if (changes.length > 0)
      await this.db.transaction(async (tx) => {
        await upsertSettings(tx, Object.fromEntries(changes.map((c) => [c.key, c.to])), actorId, at);
        if (record) await record(tx, changes);
      });
    this.cached = null;
    return changes;
  }

  async assertSignupsOpen(): Promise<void> {
    if (!(await this.current()).signupsOpen) throw signupsClosedError();
  }

  private async readFresh(): Promise<CurrentSettings> {
    this.cached = null;
    return this.current();
  }
}

import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planningDestinationListSchema,
  planningDestinationResponseSchema,
  planningPlaceListSchema,
  type PlanningPlace,
} from '@escazo/contracts/planning';
import { DESTINATIONS_DIR } from '@escazo/knowledge';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { rowsOf } from '@server/db/rows.ts';
import { planningDestinations, planningPlaces } from '@server/db/schema.ts';
import { readCatalogueFiles, type CatalogueFiles } from './catalogue-files.ts';
import { syncCatalogue } from './catalogue-store.ts';

let ctx: TestContext;
// The files this app started with (more data files may be added while the suite runs).
let files: CatalogueFiles;
let first: CatalogueFiles['destinations'][number];

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 } });
  const loaded = new Set(ctx.app.planningCatalogue.destinations.map((d) => d.id));
  const onDisk = readCatalogueFiles();
  files = {
    destinations: onDisk.destinations.filter((d) => loaded.has(d.id)),
    contentHash: ctx.app.planningCatalogue.contentHash,
  };
  first = ctx.app.planningCatalogue.destinations.map((entry) => files.destinations.find((d) => d.id === entry.id)!)[0]!;
}, 240_000);
afterAll(() => ctx?.close());

const count = async (table: typeof planningDestinations | typeof planningPlaces) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('the knowledge base routes', () => {
  it('lists every destination of the data files, sorted by name, with its scene image', async () => {
    const res = await ctx.client.get('/api/planning/destinations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const { destinations } = planningDestinationListSchema.parse(res.json());
    expect(destinations.map((d) => d.id).sort()).toEqual(files.destinations.map((d) => d.id).sort());
    const names = destinations.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const shown = destinations.find((d) => d.id === first.id)!;
    expect(shown).toMatchObject({
      name: first.name,
      country: first.country,
      cityId: first.cityId,
      timeZone: first.timeZone,
      placeCount: first.places.length,
      transitFare: { amount: first.transitFareUsd, currency: 'USD' },
      image: `/media/scenes/${first.cityId.toLowerCase()}.svg`,
    });
    expect(shown.dailyCosts.moderate.food).toEqual({ amount: first.dailyCosts.moderate.food, currency: 'USD' });
    expect(new Set(shown.interests)).toEqual(new Set(first.places.flatMap((p) => p.tags)));
    // The image is a scene the media routes draw.
    expect((await ctx.client.get(shown.image)).statusCode).toBe(200);
  });

  it('finds a destination by id, by name in any letter case and without accents, and by "name, country"', async () => {
    const folded = first.name.normalize('NFD').replace(/\p{M}+/gu, '');
    for (const key of [first.id, first.name.toUpperCase(), folded.toLowerCase(), `${first.name}, ${first.country}`]) {
      const res = await ctx.client.get(`/api/planning/destinations/${encodeURIComponent(key)}`);
      expect(res.statusCode, key).toBe(200);
      expect(planningDestinationResponseSchema.parse(res.json()).destination.id).toBe(first.id);
    }
  });

  it('answers 404 NOT_FOUND for a destination it has no guide for', async () => {
    for (const path of [
      '/api/planning/destinations/atlantis',
      '/api/planning/destinations/atlantis/places',
      '/api/planning/destinations/atlantis/sample-plan',
    ]) {
      const res = await ctx.client.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it("lists a destination's places with every rule field", async () => {
    const res = await ctx.client.get(`/api/planning/destinations/${first.id}/places`);
    expect(res.statusCode).toBe(200);
    const { places } = planningPlaceListSchema.parse(res.json());
    // The data file's places, then a walk around each neighbourhood with two or more sights.
    const walks = places.filter((p) => p.id.startsWith('walk-'));
    expect(places).toHaveLength(first.places.length + walks.length);
    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks) {
      expect(walk).toMatchObject({ kind: 'experience', price: { amount: 0, currency: 'USD' }, visitMinutes: 120 });
      expect(walk.name).toBe(`Walk around ${walk.neighbourhood}`);
      expect(
        first.places.filter((p) => p.neighbourhood === walk.neighbourhood && p.kind !== 'restaurant').length,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const data of first.places) {
      const place = places.find((p) => p.id === data.id) as PlanningPlace;
      expect(place).toEqual({
        id: data.id,
        name: data.name,
        kind: data.kind,
        lat: data.lat,
        lon: data.lon,
        neighbourhood: data.neighbourhood,
        hours: data.hours,
        visitMinutes: data.visitMinutes,
        price: { amount: data.priceUsd, currency: 'USD' },
        tags: data.tags,
        description: data.description,
        priceLevel: data.priceLevel ?? null,
        cuisine: data.cuisine ?? null,
        meals: data.meals ?? [],
      });
    }
  });
});

describe('loading the data files', () => {
  it('wrote every destination and place at start, with the files hash', async () => {
    const rows = await ctx.database.db.select().from(planningDestinations);
    expect(rows.map((r) => r.id).sort()).toEqual(files.destinations.map((d) => d.id).sort());
    expect(new Set(rows.map((r) => r.contentHash))).toEqual(new Set([files.contentHash]));
    expect(await count(planningPlaces)).toBe(files.destinations.reduce((n, d) => n + d.places.length, 0));
    const [row] = await ctx.database.db
      .select()
      .from(planningDestinations)
      .where(eq(planningDestinations.id, first.id));
    expect(row).toMatchObject({
      cityId: first.cityId,
      transitFareMinor: first.transitFareUsd,
      dailyCosts: first.dailyCosts,
    });
  });

  it('a second start with the same files writes nothing', async () => {
    const now = readCatalogueFiles();
    await syncCatalogue(ctx.database.db, now.destinations, now.contentHash);
    const placesBefore = rowsOf(
      await ctx.database.db.execute(sql`select xmin::text as x from planning_places order by destination_id, id`),
    );
    expect(await syncCatalogue(ctx.database.db, now.destinations, now.contentHash)).toBe(false);
    const placesAfter = rowsOf(
      await ctx.database.db.execute(sql`select xmin::text as x from planning_places order by destination_id, id`),
    );
    expect(placesAfter).toEqual(placesBefore);
  });

  it('changed files give another hash and rewrite; a destination gone from the files keeps its rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'escazo-kb-'));
    try {
      cpSync(DESTINATIONS_DIR, dir, { recursive: true });
      const file = join(dir, `${first.id}.json`);
      const data = JSON.parse(readFileSync(file, 'utf8')) as { places: { name: string }[]; guide: string };
      data.places[0]!.name = 'Renamed Place For The Test';
      writeFileSync(file, JSON.stringify(data));
      const removed = files.destinations.find((d) => d.id !== first.id);
      if (removed) unlinkSync(join(dir, `${removed.id}.json`));

      const changed = readCatalogueFiles(dir);
      expect(changed.contentHash).not.toBe(readCatalogueFiles().contentHash);
      expect(await syncCatalogue(ctx.database.db, changed.destinations, changed.contentHash)).toBe(true);
      const [place] = await ctx.database.db
        .select()
        .from(planningPlaces)
        .where(sql`${planningPlaces.destinationId} = ${first.id} and ${planningPlaces.id} = ${first.places[0]!.id}`);
      expect(place!.name).toBe('Renamed Place For The Test');
      const [row] = await ctx.database.db
        .select()
        .from(planningDestinations)
        .where(eq(planningDestinations.id, first.id));
      expect(row!.contentHash).toBe(changed.contentHash);
      if (removed) {
        const [kept] = await ctx.database.db
          .select()
          .from(planningDestinations)
          .where(eq(planningDestinations.id, removed.id));
        expect(kept!.contentHash).not.toBe(changed.contentHash);
      }
      expect(await syncCatalogue(ctx.database.db, changed.destinations, changed.contentHash)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      // Back to the real files for the other tests.
      const real = readCatalogueFiles();
      await syncCatalogue(ctx.database.db, real.destinations, real.contentHash);
    }
  });
});

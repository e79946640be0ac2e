// Trip plans and itinerary PDFs through the CPU pool: what the engine and the renderer give in-process.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTrip } from '@escazo/planner';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { itineraryPdf } from './export-pdf.ts';
import type { itineraryPdf as itineraryPdfTaskFunction } from './export-pdf-task.ts';
import { lodgingOptions } from './lodging.ts';
import { planInPool, planQueryOf, type ResolvedRequest } from './plan-query.ts';
import { buildSamplePlan } from './sample-plan.ts';

const clock = new TestClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ inventory: 'memory', clock });
}, 240_000);
afterAll(() => ctx?.close());

function resolved(destinationId: string, days: number, overrides: Partial<ResolvedRequest> = {}): ResolvedRequest {
  const entry = ctx.app.planningCatalogue.byId(destinationId)!;
  const startDate = addDays(todayIso(clock.now()), 30);
  const endDate = addDays(startDate, days - 1);
  return {
    entry,
    startDate,
    endDate,
    travelers: 2,
    budgetMinor: null,
    interests: [],
    pace: 'moderate',
    tier: 'moderate',
    lodging: lodgingOptions(ctx.app.inventory, entry.cityId, startDate, endDate, 2),
    flights: null,
    originAirports: [],
    origin: null,
    ...overrides,
  };
}

/** The document again with the creation and modification times pdf-lib stamps on it fixed. */
async function undated(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
}

describe('the CPU pool', () => {
  const cases: [string, number, Partial<ResolvedRequest>][] = [
    ['lisbon', 3, {}],
    ['tokyo', 14, { interests: ['Food', 'Culture'], pace: 'packed' }],
    ['paris', 7, { budgetMinor: 150_000, tier: 'budget', travelers: 4 }],
  ];
  for (const [id, days, overrides] of cases) {
    it(`plans ${days} days in ${id} exactly as planTrip does in-process`, async () => {
      const query = planQueryOf(resolved(id, days, overrides));
      const pooled = await planInPool(ctx.app.cpuPool)(query);
      expect(pooled.days).toHaveLength(days);
      expect(pooled).toEqual(planTrip(query));
    }, 120_000);
  }

  it('draws an itinerary PDF as the in-process renderer does, byte for byte but its timestamps', async () => {
    const entry = ctx.app.planningCatalogue.byId('lisbon')!;
    const plan = buildSamplePlan(
      entry,
      ctx.app.planningCatalogue,
      ctx.app.inventory,
      addDays(todayIso(clock.now()), 30),
      clock.now(),
    );
    const input = { plan, link: 'https://escazo.example/itinerary?plan=x' };
    const pooled = await ctx.app.cpuPool.run(
      { module: new URL('./export-pdf-task.ts', import.meta.url).href, name: 'itineraryPdf' } as {
        module: string;
        name: string;
        __run?: typeof itineraryPdfTaskFunction;
      },
      input,
    );
    expect(await undated(pooled)).toBe(await undated(await itineraryPdf(plan, input.link)));
  }, 120_000);
});

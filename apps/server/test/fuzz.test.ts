import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';
import { fuzzApi, summarise } from './fuzz/run-fuzz.ts';

/** The same fuzzer as `npm run test:fuzz`, with a fixed seed: no malformed request is ever a 5xx. */
describe('API fuzz', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      inventory: 'memory',
      rateLimit: { globalPerMinute: 1_000_000, formsPerTenMinutes: 1_000_000 },
    });
  });
  afterAll(() => ctx.close());

  it('answers 5,000 malformed requests over every operation without a single 5xx', async () => {
    const report = await fuzzApi(ctx.app, { seed: 20261123, requests: 5_000 });
    expect(report.sent).toBe(5_000);
    expect(report.operations.length).toBeGreaterThan(40);
    expect(report.failures, summarise(report)).toEqual([]);
    expect(report.untyped4xx, summarise(report)).toEqual([]);
  }, 300_000);
});

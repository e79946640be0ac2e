/**
 * npm run test:fuzz [-- --seed 20261123 --requests 6000]
 *
 * Builds the app on a fresh in-memory database (the API tests' setup) and sends malformed requests
 * to every operation of its OpenAPI document (apps/server/test/fuzz): bodies, query strings, path
 * parameters and control characters, signed in and anonymous. Prints the figures; exits 1 when any
 * response is 500 or above, or a 4xx lacks the typed error body. The same seed sends the same requests.
 */
import { parseArgs } from 'node:util';
import { createTestContext } from '@server-test/helpers.ts';
import { fuzzApi, summarise } from '@server-test/fuzz/run-fuzz.ts';

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '20261123' }, requests: { type: 'string', default: '6000' } },
});
const seed = Number(values.seed);
const requests = Number(values.requests);
if (!Number.isInteger(seed) || !Number.isInteger(requests) || requests < 1) {
  console.error('--seed and --requests take whole numbers');
  process.exit(2);
}

const ctx = await createTestContext({
  inventory: 'memory',
  rateLimit: { globalPerMinute: 1_000_000, formsPerTenMinutes: 1_000_000 },
});
try {
  console.log(`Fuzzing the API: seed ${seed}, ${requests} requests`);
  const report = await fuzzApi(ctx.app, { seed, requests });
  console.log(summarise(report));
  process.exitCode = report.failures.length || report.untyped4xx.length ? 1 : 0;
} finally {
  await ctx.close();
}

// `npm test`: every test, all layers — unit and API (Vitest, on PGlite) with the web build beside
// them, the API tests again on PostgreSQL when TEST_DATABASE_URL is set, then browser (Playwright in
// Chromium). Each layer but the web build fills both cores on its own, so they run one after another:
// beside the browser layer, the API tests slowed both to well over the sum of their own times.
// Fails when any test fails or is skipped, and ends with each layer's wall time and one line of counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-test-'));
const vitestJson = path.join(out, 'vitest.json');
const vitestPgJson = path.join(out, 'vitest-postgres.json');
const playwrightJson = path.join(out, 'playwright.json');
const layerTimes = [];

/** Runs a command to its end; quiet: its output is kept and printed once it ends (for a layer run beside another). */
function run(name, cmd, args, { env = {}, quiet = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      layerTimes.push({ name, seconds });
      if (quiet) {
        console.log(`\n▶ ${name} (${code === 0 ? 'done' : 'failed'}):\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const vitest = (reportFile, extra = []) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
];
const buildWeb = () => run('web build', 'npm', ['run', 'build', '--silent'], { quiet: true });

const postgresUrl = process.env.TEST_DATABASE_URL;
console.log('\n▶ Unit and API tests (database: embedded PGlite), the web build beside them\n');
const [vitestStatus, buildStatus] = await Promise.all([
  run('unit+API (PGlite)', 'npx', vitest(vitestJson), { env: { TEST_DATABASE_URL: '' } }),
  buildWeb(),
]);

let postgresStatus = 0;
if (postgresUrl) {
  console.log('\n▶ API tests on PostgreSQL (TEST_DATABASE_URL)\n');
  postgresStatus = await run('API (PostgreSQL)', 'npx', vitest(vitestPgJson, ['--project', 'api']));
}

console.log('\n▶ Browser tests (Chromium)\n');
const e2eStatus =
  buildStatus === 0
    ? await run('browser', 'node', ['scripts/run-e2e.mjs'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_WEB_BUILT: '1' },
      })
    : 1;

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const vitestRuns = [read(vitestJson), postgresUrl ? read(vitestPgJson) : undefined].filter((r) => r !== undefined);
const v = vitestRuns.every(Boolean)
  ? vitestRuns.reduce(
      (sum, r) => ({
        numPassedTests: sum.numPassedTests + r.numPassedTests,
        numFailedTests: sum.numFailedTests + r.numFailedTests,
        numPendingTests: sum.numPendingTests + r.numPendingTests,
        numTodoTests: sum.numTodoTests + r.numTodoTests,
      }),
      { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 },
    )
  : null;
const p = read(playwrightJson);
const counts = {
  passed: (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0),
  failed: (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (p?.stats?.flaky ?? 0),
  skipped: (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0),
};
const problems = [];
if (!v) problems.push('the unit and API run produced no report');
if (buildStatus !== 0) problems.push('the web build failed');
if (!p) problems.push('the browser run produced no report');
if (vitestStatus !== 0) problems.push('unit/API tests failed');
if (postgresStatus !== 0) problems.push('API tests on PostgreSQL failed');
if (e2eStatus !== 0) problems.push('browser tests failed');
if (counts.skipped > 0) problems.push(`${counts.skipped} test(s) were skipped; every test must run`);
if (counts.passed === 0) problems.push('no test ran');

console.log(
  `\nunit+api: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed; browser: ${p?.stats?.expected ?? 0} passed, ${p?.stats?.unexpected ?? 0} failed`,
);
for (const problem of problems) console.log(`✗ ${problem}`);
for (const { name, seconds } of layerTimes) console.log(`⏱ ${name}: ${seconds.toFixed(0)} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(problems.length ? 1 : 0);

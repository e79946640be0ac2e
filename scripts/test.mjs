// `npm test`: every test, all layers — unit and API (Vitest), then browser (Playwright in
// Chromium). Fails when any test fails or is skipped, and ends with one line of counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-test-'));
const vitestJson = path.join(out, 'vitest.json');
const vitestPgJson = path.join(out, 'vitest-postgres.json');
const playwrightJson = path.join(out, 'playwright.json');

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const postgresUrl = process.env.TEST_DATABASE_URL;
console.log('\n▶ Unit and API tests (database: embedded PGlite)\n');
let vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { TEST_DATABASE_URL: '' },
);
if (postgresUrl) {
  console.log('\n▶ API tests again on PostgreSQL (TEST_DATABASE_URL)\n');
  const status = run('npx', [
    'vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestPgJson}`,
  ]);
  vitestStatus ||= status;
}

console.log('\n▶ Browser tests (Chromium)\n');
const e2eStatus = run('node', ['scripts/run-e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

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
if (!p) problems.push('the browser run produced no report');
if (vitestStatus !== 0) problems.push('unit/API tests failed');
if (e2eStatus !== 0) problems.push('browser tests failed');
if (counts.skipped > 0) problems.push(`${counts.skipped} test(s) were skipped; every test must run`);
if (counts.passed === 0) problems.push('no test ran');

console.log(
  `\nunit+api: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed; browser: ${p?.stats?.expected ?? 0} passed, ${p?.stats?.unexpected ?? 0} failed`,
);
for (const problem of problems) console.log(`✗ ${problem}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(problems.length ? 1 : 0);

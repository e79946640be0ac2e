// Browser tests: make sure Chromium is there, build the web app (unless E2E_WEB_BUILT=1: `npm test`
// has just built it), run Playwright against the real server (embedded database in a fresh directory).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const chromium = ensureChromium();
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (process.env.E2E_WEB_BUILT !== '1') run('npm', ['run', 'build', '--silent']);
// Named spec files run just those: without --no-deps, naming a site-wide spec would first run every
// spec of the project it waits for.
const args = process.argv.slice(2);
const namesSpecs = args.some((a) => a.endsWith('.spec.ts'));
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...(namesSpecs ? ['--no-deps'] : []), ...args], {
  CHROMIUM_PATH: chromium,
});

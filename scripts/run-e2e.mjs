// Browser tests: make sure Chromium is there, build the web app, run Playwright against the real
// server (embedded database in a fresh directory).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const chromium = ensureChromium();
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });

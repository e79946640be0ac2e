// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's packages — the headless shell
// first (the same Chromium build without the browser's window code: the suite runs about a third
// faster on it), then the full browser. Where none is found it installs Debian's `chromium` and
// `chromium-headless-shell` when it can (root with apt-get); otherwise it stops with a message. It
// never lets the browser tests be skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** `fullBrowser`: skip the headless shell (Lighthouse measures the page in the browser travellers use). */
export function findChromium({ fullBrowser = false } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, ...(fullBrowser ? [] : [HEADLESS_SHELL]), ...FULL_BROWSERS];
  return candidates.filter(Boolean).find((p) => fs.existsSync(p)) ?? null;
}

export function ensureChromium(options = {}) {
  const found = findChromium(options);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium and chromium-headless-shell packages…");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium(options);
    if (installed) return installed;
  }
  console.error(
    "No Chromium found for the browser tests. Install Debian's chromium package " +
      '(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium executable.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

// `npm start`: run the server (migrations and seed run at start) serving the web app and the API on
// one port. When the web app's sources are newer than its build, the build runs at the same time:
// the API answers at once and pages show a starting page that reloads itself until the new build
// is moved into place whole.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
// The build is written here and renamed to dist when complete, so the server never sees half of it.
const staging = 'dist-next';
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/ui/src', 'packages/contracts/src'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

const indexHtml = path.join(dist, 'index.html');
const builtAt = fs.existsSync(indexHtml) ? fs.statSync(indexHtml).mtimeMs : 0;
const needsBuild = builtAt < Math.max(...sources.map(newestMtime));
// A stale build goes before the server starts (it would point at assets the new build replaces);
// the server waits for index.html in the empty folder.
if (needsBuild) {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: dist,
    ...process.env,
    ...(needsBuild ? { WEB_BUILD_PENDING: 'true' } : {}),
  },
});
let stopping = false;
let buildFailed = false;
// The build's own output is shown only when it fails: a person starting the app needs the URL.
const build = needsBuild ? startBuild() : null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    stopBuild(signal);
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  stopBuild('SIGTERM');
  process.exit(buildFailed ? 1 : (code ?? (signal ? 1 : 0)));
});

/** npm runs vite in a process group of its own: the whole group stops. */
function stopBuild(signal) {
  if (build && build.exitCode === null && build.signalCode === null) process.kill(-build.pid, signal);
}

function startBuild() {
  console.log('Building the web app (the API is starting meanwhile)…');
  const started = Date.now();
  fs.rmSync(path.join(webDir, staging), { recursive: true, force: true });
  const child = spawn('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0', WEB_OUT_DIR: staging },
  });
  // Lower priority (inherited by vite): on a small machine the server's first start comes first.
  try {
    os.setPriority(child.pid, 10);
  } catch {
    // Not permitted here: the build just competes on equal terms.
  }
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (code !== 0) {
      console.log(`Building the web app failed (${signal ?? `exit code ${code}`}):`);
      process.stdout.write(output);
      buildFailed = true;
      server.kill('SIGTERM');
      return;
    }
    fs.rmSync(dist, { recursive: true, force: true });
    fs.renameSync(path.join(webDir, staging), dist);
    console.log(
      `Web app built in ${((Date.now() - started) / 1000).toFixed(0)} s; the starting page now gives way to it.`,
    );
  });
  return child;
}

// `npm start`: build the web app when its sources are newer than the build, then run the server
// (migrations and seed run at start) serving the web app and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/ui/src', 'packages/contracts/src'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
// The build's own output is shown only when it fails: a person starting the app needs the URL.
if (builtAt < Math.max(...sources.map(newestMtime))) {
  process.stdout.write('Building the web app… ');
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (r.status !== 0) {
    console.log('failed:');
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    process.exit(r.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

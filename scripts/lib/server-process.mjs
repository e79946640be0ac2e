// Starts the real Escazo server as a child process (as `npm start` does) and stops it, for the
// measurement scripts (crash test, web benchmark).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Spawns `node [nodeArgs] --import tsx apps/server/src/server.ts` with `env` added to the environment and
 * waits until GET /api/health answers 200. Resolves with the child, the health body and the time
 * from spawn to healthy; rejects (after killing the child) if it exits or is not healthy in time.
 */
export async function startServer({ env, timeoutMs = 30_000, nodeArgs = [] }) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  void exited.then((e) => (exit = e));

  const base = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}`;
  const server = { child, base, exited, output: () => output };
  while (performance.now() - started < timeoutMs) {
    if (exit) throw new Error(`The server exited during start-up (${describeExit(exit)}):\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        const health = await res.json();
        const readyMs = Number(/ready in (\d+) ms/.exec(output)?.[1] ?? NaN);
        return { ...server, health, startMs: performance.now() - started, readyMs };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${output}`);
}

/** Sends `signal` and waits for the exit; escalates to SIGKILL after timeoutMs. */
export async function stopServer(server, signal = 'SIGTERM', timeoutMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const exit = await server.exited;
  clearTimeout(timer);
  return exit;
}

export const describeExit = ({ code, signal }) => (signal ? `signal ${signal}` : `code ${code}`);

// The entry of every CPU-pool worker thread (plain JavaScript, so it loads the same way under tsx,
// Vitest and `npm start`): it registers tsx with the repository's tsconfig (path aliases included),
// loads the task modules the pool names (before the thread takes its first task), then runs the
// named export of the task module a task names, importing each module once.
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.resolve(import.meta.dirname, '../../../../../tsconfig.json') });

const modules = new Map();

function load(module) {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = import(module);
    modules.set(module, loaded);
  }
  return loaded;
}

// A module that fails to load here is loaded again by the task that names it, which reports the error.
await Promise.all((workerData?.preload ?? []).map((module) => load(module).catch(() => modules.delete(module))));

/** @param {{ module: string; name: string; input: unknown }} task */
export default async function runTask({ module, name, input }) {
  const run = (await load(module))[name];
  if (typeof run !== 'function') throw new Error(`${module} exports no task named ${name}`);
  return run(input);
}

/**
 * The pool's warm-up task: counts this thread in and holds it until `threads` have arrived (or
 * `timeoutMs` passed), so each of that many tasks runs on a thread of its own.
 * @param {{ arrived: SharedArrayBuffer; threads: number; timeoutMs: number }} input
 */
export function meet({ arrived, threads, timeoutMs }) {
  const count = new Int32Array(arrived);
  Atomics.add(count, 0, 1);
  Atomics.notify(count, 0);
  const until = Date.now() + timeoutMs;
  for (let seen = Atomics.load(count, 0); seen < threads && Date.now() < until; seen = Atomics.load(count, 0))
    Atomics.wait(count, 0, seen, until - Date.now());
  return Atomics.load(count, 0) >= threads;
}

// The entry of every CPU-pool worker thread (plain JavaScript, so it loads the same way under tsx,
// Vitest and `npm start`): it registers tsx with the repository's tsconfig (path aliases included),
// then runs the named export of the task module a task names, importing each module once.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.resolve(import.meta.dirname, '../../../../../tsconfig.json') });

const modules = new Map();

/** @param {{ module: string; name: string; input: unknown }} task */
export default async function runTask({ module, name, input }) {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = import(module);
    modules.set(module, loaded);
  }
  const run = (await loaded)[name];
  if (typeof run !== 'function') throw new Error(`${module} exports no task named ${name}`);
  return run(input);
}

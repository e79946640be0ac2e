import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'escazo.lock';

/**
 * Directories this process holds. A lock file with our own pid is ambiguous: a second open in this
 * process (refused) or a stale lock from an earlier process that had the same pid (containers
 * reuse pids; taken over). This set tells the two apart.
 */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes sure only one process opens an embedded data directory. The lock file holds the owner's
 * pid; a lock left by a process that no longer runs (a crash, SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const key = fs.realpathSync(dataDir);
  if (held.has(key)) {
    throw new Error(`The data directory ${dataDir} is already open in this Escazo process. Close it first.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(key);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Escazo process (pid ${owner}). ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

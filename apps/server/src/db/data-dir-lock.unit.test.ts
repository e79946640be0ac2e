import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another live process (an idle node), standing in for a running Escazo server. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** The pid of a process that has already exited, like a server killed with SIGKILL. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const lockFile = (dir: string) => path.join(dir, 'escazo.lock');

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes our pid to the lock file and removes the file on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('creates the data directory when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    release();
  });

  it('refuses a directory held by another live process, naming the directory and the pid', async () => {
    const dir = tempDir();
    const owner = await liveProcess();
    fs.writeFileSync(lockFile(dir), String(owner));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The data directory ${dir} is in use by another Escazo process (pid ${owner})`,
    );
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(owner));
  });

  it('refuses a second lock on the same directory from this process while the first is held', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(`The data directory ${dir} is already open in this Escazo process`);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    const again = acquireDataDirLock(dir);
    again();
  });

  it('takes over a stale lock whose owner is dead', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(await deadPid()));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a stale lock carrying our own pid from an earlier process (pid reuse)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(process.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file (e.g. cut short by a crash)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('releases only once: a second call leaves a lock taken by someone else alone', async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    release();
    const owner = await liveProcess();
    fs.writeFileSync(lockFile(dir), String(owner));
    release();
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(owner));
  });
});

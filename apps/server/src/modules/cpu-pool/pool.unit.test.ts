import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@server/lib/app-error.ts';
import { MainThreadLane } from './main-lane.ts';
import { CpuPool } from './pool.ts';
import { holdFlag, holdTask } from './test-support.ts';

const busy = (error: unknown) =>
  error instanceof AppError &&
  error.statusCode === 503 &&
  error.code === 'SERVER_BUSY' &&
  error.retryAfterSeconds !== undefined &&
  error.retryAfterSeconds > 0;

describe('CpuPool', () => {
  let pool: CpuPool | undefined;
  afterEach(() => pool?.close());

  it('admits threads + maxQueue tasks, refuses the next with 503 SERVER_BUSY, and admits again once they settle', async () => {
    pool = new CpuPool({ threads: 1, maxQueue: 2 });
    const { flag, release } = holdFlag();
    const held = [0, 1, 2].map(() => pool!.run(holdTask, { flag }));
    expect(pool.busy).toBe(3);
    expect(pool.hasRoom()).toBe(false);
    const refused = await pool.run(holdTask, { flag }).catch((error: unknown) => error);
    expect(busy(refused)).toBe(true);
    expect(pool.busy).toBe(3);

    release();
    expect(await Promise.all(held)).toEqual(['released', 'released', 'released']);
    expect(pool.busy).toBe(0);
    expect(await pool.run(holdTask, { flag })).toBe('released');
  }, 60_000);

  it('a task that throws rejects its caller with the error and frees its place', async () => {
    pool = new CpuPool({ threads: 1, maxQueue: 0 });
    const missing = { module: new URL('./test-support.ts', import.meta.url).href, name: 'nothing' };
    await expect(pool.run(missing, {})).rejects.toThrow(/exports no task named nothing/);
    expect(pool.busy).toBe(0);
  }, 60_000);

  it('warm() resolves once every thread has started and loaded the declared task modules, one meeting task each', async () => {
    pool = new CpuPool({ threads: 2, maxQueue: 0 });
    // Each meeting task holds its thread until both have arrived: true only when each ran on a thread of its own.
    expect(await pool.warm()).toBe(true);
    expect(pool.busy).toBe(0);
    const { flag, release } = holdFlag();
    const held = [pool.run(holdTask, { flag }), pool.run(holdTask, { flag })];
    release();
    expect(await Promise.all(held)).toEqual(['released', 'released']);
  }, 60_000);

  it('refuses every task once closed', async () => {
    pool = new CpuPool({ threads: 1, maxQueue: 4 });
    await pool.close();
    expect(busy(await pool.run(holdTask, { flag: new SharedArrayBuffer(4) }).catch((e: unknown) => e))).toBe(true);
  });
});

describe('MainThreadLane', () => {
  it('runs one at a time in arrival order, lets maxQueue wait and refuses one more with 503 SERVER_BUSY', async () => {
    const lane = new MainThreadLane(1);
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = lane.run(async () => {
      order.push('first started');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first done');
      return 1;
    });
    const second = lane.run(async () => {
      order.push('second started');
      return 2;
    });
    const third = await lane.run(async () => 3).catch((error: unknown) => error);
    expect(busy(third)).toBe(true);
    expect(order).toEqual(['first started']);

    finishFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['first started', 'first done', 'second started']);
    expect(await lane.run(async () => 4)).toBe(4);
  });

  it('a failing piece of work passes the lane on to the next', async () => {
    const lane = new MainThreadLane(1);
    const failing = lane.run(async () => {
      throw new Error('no');
    });
    const next = lane.run(async () => 'next');
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('next');
  });
});

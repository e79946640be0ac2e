import { describe, expect, it } from 'vitest';
import { LoopBlockDetector } from './loop-watch.ts';

describe('LoopBlockDetector', () => {
  it('reports nothing while the timer runs about on time, nor on its first tick', () => {
    const detector = new LoopBlockDetector(10, 50);
    expect(detector.tick(1_000)).toBeNull();
    expect(detector.tick(1_010)).toBeNull();
    // 50 ms late is not over the threshold.
    expect(detector.tick(1_070)).toBeNull();
  });

  it('reports a block as the lateness past the tick, between the previous run and this one', () => {
    const detector = new LoopBlockDetector(10, 50);
    detector.tick(1_000);
    const block = detector.tick(1_250);
    expect(block).toEqual({ fromMs: 1_000, toMs: 1_250, blockedMs: 240, scheduled: null });
    expect(detector.describe(block!)).toEqual({
      startMs: 1_010,
      blockedMs: 240,
      gcMs: {},
      cpuMs: null,
      waitMs: null,
      cause: 'main-thread work',
    });
  });

  it('names garbage collection when the pauses within the block are at least half of it', () => {
    const detector = new LoopBlockDetector(10, 50);
    detector.tick(1_000);
    const block = detector.tick(1_750)!;
    // Announced after the block: one before it (ignored), a major pause within it, a minor one across its start.
    detector.gc({ startMs: 900, durationMs: 50, kind: 'major' });
    detector.gc({ startMs: 1_100, durationMs: 600, kind: 'major' });
    detector.gc({ startMs: 990, durationMs: 30, kind: 'minor' });
    expect(detector.describe(block)).toEqual({
      startMs: 1_010,
      blockedMs: 740,
      gcMs: { major: 600, minor: 20 },
      cpuMs: null,
      waitMs: null,
      cause: 'garbage collection',
    });
  });

  it('names main-thread work when the pauses are under half of the block', () => {
    const detector = new LoopBlockDetector(10, 50);
    detector.tick(0);
    const block = detector.tick(310)!;
    detector.gc({ startMs: 100, durationMs: 20, kind: 'minor' });
    detector.gc({ startMs: 200, durationMs: 30, kind: 'minor' });
    expect(detector.describe(block)).toMatchObject({ blockedMs: 300, gcMs: { minor: 50 }, cause: 'main-thread work' });
  });

  it('names waiting for a CPU when the thread waited in the run queue for most of the block', () => {
    const detector = new LoopBlockDetector(10, 50);
    detector.tick(0, { cpuMs: 1_000, waitMs: 200 });
    const block = detector.tick(410, { cpuMs: 1_100, waitMs: 480 })!;
    // A GC pause within it does not change that: the thread could not run.
    detector.gc({ startMs: 100, durationMs: 250, kind: 'major' });
    expect(block.scheduled).toEqual({ cpuMs: 100, waitMs: 280 });
    expect(detector.describe(block)).toMatchObject({
      blockedMs: 400,
      cpuMs: 100,
      waitMs: 280,
      cause: 'waiting for a CPU',
    });
  });

  it('names main-thread work when the thread was on a CPU for the block and no pause explains it', () => {
    const detector = new LoopBlockDetector(10, 50);
    detector.tick(0, { cpuMs: 0, waitMs: 0 });
    const block = detector.tick(310, { cpuMs: 290, waitMs: 10 })!;
    expect(detector.describe(block)).toMatchObject({ cpuMs: 290, waitMs: 10, cause: 'main-thread work' });
  });

  it('forgets pauses older than a few seconds', () => {
    const detector = new LoopBlockDetector(10, 50);
    detector.gc({ startMs: 0, durationMs: 100, kind: 'major' });
    detector.tick(10_000);
    // A window that reaches back over the forgotten pause does not count it.
    expect(detector.describe({ fromMs: 0, toMs: 10_000, blockedMs: 9_990, scheduled: null }).gcMs).toEqual({});
  });
});

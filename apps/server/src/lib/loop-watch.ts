import fs from 'node:fs';
import { constants, performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

/** A block of the event loop longer than this is reported: every request waits that long. */
export const LOOP_BLOCK_REPORT_MS = 50;
/** How often the watch's timer asks to run; a block is how late it ran past this. */
export const LOOP_WATCH_TICK_MS = 10;

export type GcKind = 'major' | 'minor' | 'incremental' | 'weak-callbacks';

/** A garbage collection pause of the main thread, on the performance clock. */
export type GcPause = { startMs: number; durationMs: number; kind: GcKind };

/**
 * The main thread's scheduler totals (milliseconds since it started): time it ran on a CPU, and
 * time it was ready to run but waited for one (other processes had the cores).
 */
export type SchedulerTotals = { cpuMs: number; waitMs: number };

export type LoopBlockCause = 'waiting for a CPU' | 'garbage collection' | 'main-thread work';

/**
 * One block of the event loop: when it started (about) and how long the loop could answer nothing,
 * on the performance clock; the garbage collection pauses within it (by kind, in ms); the main
 * thread's time on a CPU and waiting for one over it, when the system tells them; and what that
 * says blocked it: 'waiting for a CPU' when the thread waited for most of it (the machine was
 * busy), else 'garbage collection' when pauses were most of it, else 'main-thread work'
 * (synchronous code between two turns of the loop).
 */
export type LoopBlock = {
  startMs: number;
  blockedMs: number;
  gcMs: Partial<Record<GcKind, number>>;
  cpuMs: number | null;
  waitMs: number | null;
  cause: LoopBlockCause;
};

const GC_KINDS: Record<number, GcKind> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
};

/** Garbage collection pauses are kept this long, to be matched with a block reported after them. */
const GC_KEPT_MS = 5_000;

/**
 * A block found by the timer: it ran `blockedMs` late, somewhere between its previous run
 * (`fromMs`) and this one (`toMs`), on the performance clock, with the scheduler totals' growth
 * over that time (null when unknown).
 */
export type LoopBlockWindow = { fromMs: number; toMs: number; blockedMs: number; scheduled: SchedulerTotals | null };

/**
 * Finds blocks of the event loop from a timer's lateness. `tick(now, totals)` is called by a timer
 * every `tickMs`: when it ran more than `thresholdMs` late, the loop was blocked from the previous
 * tick to now, less the tick's own interval. `describe()` names what blocked it, from the scheduler
 * totals and the garbage collection pauses given to `gc()` that fall in the block (call it a moment
 * later: pauses are announced after the loop turns). Times are milliseconds of one monotonic clock.
 */
export class LoopBlockDetector {
  private last: { at: number; totals: SchedulerTotals | null } | null = null;
  private pauses: GcPause[] = [];

  constructor(
    private readonly tickMs = LOOP_WATCH_TICK_MS,
    private readonly thresholdMs = LOOP_BLOCK_REPORT_MS,
  ) {}

  gc(pause: GcPause): void {
    this.pauses.push(pause);
  }

  tick(now: number, totals: SchedulerTotals | null = null): LoopBlockWindow | null {
    const previous = this.last;
    this.last = { at: now, totals };
    this.pauses = this.pauses.filter((p) => p.startMs + p.durationMs > now - GC_KEPT_MS);
    if (previous === null) return null;
    const blockedMs = now - previous.at - this.tickMs;
    if (blockedMs <= this.thresholdMs) return null;
    const scheduled =
      totals && previous.totals
        ? { cpuMs: totals.cpuMs - previous.totals.cpuMs, waitMs: totals.waitMs - previous.totals.waitMs }
        : null;
    return { fromMs: previous.at, toMs: now, blockedMs, scheduled };
  }

  describe({ fromMs, toMs, blockedMs, scheduled }: LoopBlockWindow): LoopBlock {
    const gcMs: LoopBlock['gcMs'] = {};
    let gcTotal = 0;
    for (const p of this.pauses) {
      const overlap = Math.min(toMs, p.startMs + p.durationMs) - Math.max(fromMs, p.startMs);
      if (overlap <= 0) continue;
      gcMs[p.kind] = (gcMs[p.kind] ?? 0) + overlap;
      gcTotal += overlap;
    }
    const cause: LoopBlockCause =
      scheduled && scheduled.waitMs >= blockedMs / 2
        ? 'waiting for a CPU'
        : gcTotal >= blockedMs / 2
          ? 'garbage collection'
          : 'main-thread work';
    return {
      startMs: toMs - blockedMs,
      blockedMs,
      gcMs,
      cpuMs: scheduled?.cpuMs ?? null,
      waitMs: scheduled?.waitMs ?? null,
      cause,
    };
  }
}

/**
 * The main thread's scheduler totals, from Linux's per-thread schedstat (nanoseconds on a CPU,
 * nanoseconds waiting in the run queue); a reader that returns null elsewhere. Call it on the
 * main thread: the file opened is the calling thread's.
 */
export function schedulerTotalsReader(): () => SchedulerTotals | null {
  let fd: number;
  try {
    fd = fs.openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return () => null;
  }
  const buffer = Buffer.alloc(128);
  return () => {
    try {
      const text = buffer.toString('latin1', 0, fs.readSync(fd, buffer, 0, buffer.length, 0));
      const [cpuNs, waitNs] = text.split(' ').map(Number);
      return Number.isFinite(cpuNs) && Number.isFinite(waitNs) ? { cpuMs: cpuNs! / 1e6, waitMs: waitNs! / 1e6 } : null;
    } catch {
      return null;
    }
  };
}

/**
 * Watches the main thread's event loop while the server runs: each block longer than
 * LOOP_BLOCK_REPORT_MS is passed to `report`, described. The timer does not keep the process
 * alive. Returns the function that stops watching.
 */
export function watchEventLoop(report: (block: LoopBlock) => void): () => void {
  const detector = new LoopBlockDetector();
  const totals = schedulerTotalsReader();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = GC_KINDS[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1];
      if (kind) detector.gc({ startMs: entry.startTime, durationMs: entry.duration, kind });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  detector.tick(performance.now(), totals());
  const timer = setInterval(() => {
    const block = detector.tick(performance.now(), totals());
    // Described a tick later, once the pauses within the block have been announced.
    if (block) setTimeout(() => report(detector.describe(block)), LOOP_WATCH_TICK_MS).unref();
  }, LOOP_WATCH_TICK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    observer.disconnect();
  };
}

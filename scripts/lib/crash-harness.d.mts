import type { ParseArgsConfig } from 'node:util';
import type { RunningServer } from './server-process.mjs';

type Options = NonNullable<ParseArgsConfig['options']>;

export type CrashArgs = { iterations: number; minMs: number; maxMs: number; keep: boolean; startTimeoutMs: number };
export function crashArgs<T extends Options>(
  extra: T,
  usage: string,
  defaultStartTimeoutMs: number,
  valid?: (values: Record<string, string | boolean | undefined>) => boolean,
): CrashArgs & { values: Record<string, string | boolean | undefined> };

export type CrashRun = {
  dataDir: string;
  env: Record<string, string> & { PORT: string };
  lockPath: string;
  lockOwner(): number | null;
  startTimeoutMs: number;
};
export function prepareCrashRun(prefix: string, startTimeoutMs: number): Promise<CrashRun>;

export function sleep(ms: number): Promise<void>;
export function startCrashServer(run: CrashRun): Promise<RunningServer>;

/** A load of concurrent requests against the server, as the load scripts give it. */
export type KillableLoad = {
  acked: readonly unknown[];
  problems: readonly string[];
  markServerGone(): void;
  stop(): Promise<void>;
};
export function killUnderLoad<L extends KillableLoad, S>(
  run: CrashRun,
  server: RunningServer,
  load: L,
  options: { minMs: number; maxMs: number; what: string; inFlight: (load: L) => S; fail: (msg: string) => void },
): Promise<S>;

export function restartAndStop(run: CrashRun, fail: (msg: string) => void): Promise<RunningServer>;
export function finishCrashRun(run: CrashRun, keep: boolean, failures: readonly string[]): never;

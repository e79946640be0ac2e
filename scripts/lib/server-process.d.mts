import type { ChildProcess } from 'node:child_process';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type RunningServer = {
  child: ChildProcess;
  base: string;
  exited: Promise<Exit>;
  output(): string;
  health: { status: string; database: string; driver: string };
  /** Spawn to first healthy answer. */
  startMs: number;
  /** What the server itself logs as "ready in N ms" (open + migrate + seed + listen). */
  readyMs: number;
};

export const root: string;
export function freePort(): Promise<number>;
export function startServer(options: {
  env: Record<string, string> & { PORT: string };
  timeoutMs?: number;
  /** Node options before the server's own (`--cpu-prof`, heap flags). */
  nodeArgs?: string[];
}): Promise<RunningServer>;
export function stopServer(server: RunningServer, signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
export function describeExit(exit: Exit): string;

// Reads a V8 CPU profile (`node --cpu-prof`): which functions ran in a stretch of time.

/** The parts of a `.cpuprofile` read here; times are microseconds of the system's monotonic clock. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/**
 * The functions sampled between `fromMs` and `untilMs` (milliseconds of the monotonic clock), by
 * their own time, most first: 'name (file:line) count' ('(garbage collector)' is V8's own entry).
 */
export function functionsDuring(profile: CpuProfile, fromMs: number, untilMs: number): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const counts = new Map<string, number>();
  let at = profile.startTime;
  for (const [i, delta] of profile.timeDeltas.entries()) {
    at += delta;
    if (at < fromMs * 1000 || at > untilMs * 1000) continue;
    const frame = frames.get(profile.samples[i]!)!;
    const file = frame.url
      .replace(/^.*\/node_modules\//, '')
      .replace(/^file:\/\/.*?\/(apps|packages|scripts)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'}${file ? ` (${file}:${frame.lineNumber + 1})` : ''}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`);
}

// What other modules (and app.ts / server.ts) may use of the CPU pool module.
export { cpuPoolPlugin } from './plugin.ts';
export { CpuPool, cpuTask, serverBusy, type CpuTask } from './pool.ts';
export { MainThreadLane, timeSlicer, yieldToEventLoop } from './main-lane.ts';
export { costGate, type CostLimiter } from './cost-limit.ts';

// What other modules (and app.ts / server.ts) may use of the CPU pool module.
export { cpuPoolPlugin } from './plugin.ts';
export { cpuTask, serverBusy, type CpuPool, type CpuTask } from './pool.ts';
export { MainThreadLane, yieldToEventLoop } from './main-lane.ts';
export { costGate, type CostLimiter } from './cost-limit.ts';

// What other modules may use of the jobs module.
export { handleDaily, nextDailyRun, scheduleDaily } from './daily.ts';
export { jobsPlugin } from './plugin.ts';
export { schedule, scheduleAll, schedulingStatement, type ScheduleInput } from './schedule.ts';
export type { JobContext, JobHandler, JobHandlerOptions, JobRunner, RunSummary } from './runner.ts';
export type { JobRow } from './repository.ts';

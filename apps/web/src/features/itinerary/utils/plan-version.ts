/** True when `answer` is a later version of the trip than `cached` (or nothing is cached yet). */
export const isNewerPlan = (answer: { version: number }, cached: { version: number } | undefined) =>
  !cached || answer.version > cached.version;

import type { AdminDailyStats } from '@escazo/contracts/admin';

type Day = AdminDailyStats['days'][number];

/** One figure of the daily stats as the chart and the table show it. */
export type DailySeries = { key: Exclude<keyof Day, 'day'>; label: string; colour: string };

import type { Minute } from './types.ts';

/** "HH:MM" of a local minute (0..1440). */
export function formatMinute(minute: Minute): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The local minute of "HH:MM" (24:00 is 1440). */
export function parseMinute(text: string): Minute {
  const [hours, minutes] = text.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

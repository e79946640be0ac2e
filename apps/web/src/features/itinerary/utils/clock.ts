/** Minutes after midnight of a "HH:MM" time ("24:00" is 1440). */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The length of an item from its start to its end, in minutes. */
export const itemMinutes = (item: { start: string; end: string }) =>
  Math.max(0, clockMinutes(item.end) - clockMinutes(item.start));

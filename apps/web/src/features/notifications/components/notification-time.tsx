const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a notification was created, in the reader's time zone. */
export function NotificationTime({ at }: { at: string }) {
  return <time dateTime={at} className="text-xs text-slate-600">{format.format(new Date(at))}</time>;
}

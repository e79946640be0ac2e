import { formatMoment } from '@web/lib/format-date.ts';

/** When a notification was created, in the reader's time zone. */
export function NotificationTime({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-slate-600">
      {formatMoment(at)}
    </time>
  );
}

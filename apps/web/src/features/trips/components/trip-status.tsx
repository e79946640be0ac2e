import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import type { TripStatus } from '@escazo/contracts/bookings';

const tones = { upcoming: 'success', 'in-progress': 'warning', past: 'neutral' } as const;

/** A trip's status badge: upcoming, in progress or past. */
export function TripStatusBadge({ status }: { status: TripStatus }) {
  const { t } = useTranslation('trips');
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import type { BookingStatus } from '@escazo/contracts/bookings';

const tones = { confirmed: 'success', pending: 'warning', cancelled: 'danger', completed: 'neutral' } as const;

/** The status badge: green confirmed, amber pending, red cancelled, grey completed. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('my-bookings');
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

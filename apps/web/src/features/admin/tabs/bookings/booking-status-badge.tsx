import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@escazo/contracts/bookings';
import { Badge } from '@escazo/ui/badge';

const tones = { confirmed: 'success', pending: 'warning', completed: 'neutral', cancelled: 'danger' } as const;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={tones[status]}>{t(`bookings.statuses.${status}`)}</Badge>;
}

import { useTranslation } from 'react-i18next';
import type { ContactMessageStatus } from '@escazo/contracts/admin';
import { Badge } from '@escazo/ui/badge';

const tones = { open: 'primary', answered: 'success', closed: 'neutral' } as const;

export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={tones[status]}>{t(`messages.statuses.${status}`)}</Badge>;
}

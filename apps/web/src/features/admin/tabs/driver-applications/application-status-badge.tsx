import { useTranslation } from 'react-i18next';
import type { DriverApplicationStatus } from '@escazo/contracts/admin';
import { Badge } from '@escazo/ui/badge';

const tones = { new: 'primary', in_review: 'warning', approved: 'success', rejected: 'danger' } as const;

export function ApplicationStatusBadge({ status }: { status: DriverApplicationStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={tones[status]}>{t(`drivers.statuses.${status}`)}</Badge>;
}

/** Shown beside an applicant whose e-mail applied before. */
export function RepeatBadge() {
  const { t } = useTranslation('admin');
  return <Badge tone="accent">{t('drivers.repeat')}</Badge>;
}

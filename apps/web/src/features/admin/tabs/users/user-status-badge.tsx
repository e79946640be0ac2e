import { useTranslation } from 'react-i18next';
import type { AdminUserStatus } from '@escazo/contracts/admin';
import { Badge } from '@escazo/ui/badge';

const tones = { active: 'success', inactive: 'neutral', banned: 'danger' } as const;

export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={tones[status]}>{t(`users.statuses.${status}`)}</Badge>;
}

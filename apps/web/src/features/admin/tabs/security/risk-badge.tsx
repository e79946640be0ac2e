import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '@escazo/contracts/admin';
import { Badge } from '@escazo/ui/badge';

const tones = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('admin');
  return <Badge tone={tones[level]}>{t(`security.risks.${level}`)}</Badge>;
}

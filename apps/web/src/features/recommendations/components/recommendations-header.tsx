import { useTranslation } from 'react-i18next';
import { RefreshCw, Settings } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';

type Props = { firstName: string; refreshing: boolean; onRefresh: () => void; onSettings: () => void };

/** The greeting, Refresh and Settings. */
export function RecommendationsHeader({ firstName, refreshing, onRefresh, onSettings }: Props) {
  const { t } = useTranslation('recommendations');
  return (
    <PageHeading
      title={t('header.greeting', { name: firstName || t('header.guest') })}
      lead={t('header.lead')}
      actions={
        <div className="flex gap-3">
          <Button
            variant="outline"
            onClick={() => {
              if (!refreshing) onRefresh();
            }}
            aria-disabled={refreshing}
          >
            <RefreshCw aria-hidden="true" className={refreshing ? 'motion-safe:animate-spin' : undefined} />
            {refreshing ? t('header.refreshing') : t('header.refresh')}
          </Button>
          <Button variant="outline" onClick={onSettings}>
            <Settings aria-hidden="true" />
            {t('header.settings')}
          </Button>
        </div>
      }
    />
  );
}

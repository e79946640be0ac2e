import { useTranslation } from 'react-i18next';
import { usePreferences } from '@web/lib/preferences/preferences.ts';
import { PreferencesForm } from './preferences-form.tsx';
import { TravelPreferencesForm } from './travel-preferences-form.tsx';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';

export function PreferencesTab({ onOpenSecurity }: { onOpenSecurity: () => void }) {
  const { t } = useTranslation('account');
  const preferences = usePreferences();
  return (
    <div className="space-y-6">
      <SectionCard title={t('preferences.title')} description={t('preferences.description')}>
        {preferences.isPending ? (
          <LoadingRows rows={4} />
        ) : preferences.isError ? (
          <LoadError onRetry={() => void preferences.refetch()} />
        ) : (
          <PreferencesForm preferences={preferences.data} onOpenSecurity={onOpenSecurity} />
        )}
      </SectionCard>
      <SectionCard title={t('summary.title')} description={t('summary.description')}>
        {preferences.isPending ? (
          <LoadingRows rows={4} />
        ) : preferences.isError ? (
          <LoadError onRetry={() => void preferences.refetch()} />
        ) : (
          <TravelPreferencesForm travel={preferences.data.travel} />
        )}
      </SectionCard>
    </div>
  );
}

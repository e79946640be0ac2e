import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { usePreferences } from '@web/lib/preferences/preferences.ts';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';

/** What the user told us about how they travel (onboarding) and their account preferences. */
export function PreferencesSummary() {
  const { t } = useTranslation('account');
  const preferences = usePreferences();
  return (
    <SectionCard title={t('summary.title')} description={t('summary.description')}>
      {preferences.isPending ? (
        <LoadingRows rows={3} />
      ) : preferences.isError ? (
        <LoadError onRetry={() => void preferences.refetch()} />
      ) : (
        (() => {
          const { travel, account } = preferences.data;
          const none = <span className="text-slate-500 italic">{t('notSet')}</span>;
          const chips = (items: string[], group: string) =>
            items.length === 0 ? (
              none
            ) : (
              <span className="flex flex-wrap gap-1.5">
                {items.map((i) => (
                  <Badge key={i} tone="primary">
                    {t(`travel.${group}.${i}`)}
                  </Badge>
                ))}
              </span>
            );
          const single = (value: string | null, group: string) => (value ? t(`travel.${group}.${value}`) : none);
          const rows = [
            [t('summary.travelStyle'), chips(travel.travelStyle, 'travelStyle')],
            [t('summary.budget'), single(travel.budget, 'budget')],
            [t('summary.accommodation'), single(travel.accommodation, 'accommodation')],
            [t('summary.transportation'), single(travel.transportation, 'transportation')],
            [t('summary.interests'), chips(travel.interests, 'interests')],
            [t('summary.travelPace'), single(travel.travelPace, 'travelPace')],
            [t('preferences.currency'), account.currency],
            [t('preferences.language'), t(`languages.${account.language}`)],
          ] as const;
          return (
            <div className="space-y-4">
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm font-medium text-slate-600">{label}</dt>
                    <dd className="mt-0.5 text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.profileTab('preferences')}>{t('summary.edit')}</Link>
              </Button>
            </div>
          );
        })()
      )}
    </SectionCard>
  );
}

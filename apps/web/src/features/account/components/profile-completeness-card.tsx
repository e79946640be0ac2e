import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { profileCompleteness } from '../utils/profile-completeness.ts';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';

/** How complete the signed-in user's profile is, what is missing, and a link to finish it. */
export function ProfileCompletenessCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <SectionCard title={t('completeness.title')} headingLevel={headingLevel}>
      {profile.isPending ? (
        <LoadingRows rows={2} />
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} />
      ) : (
        (() => {
          const { percent, missing } = profileCompleteness(profile.data);
          return (
            <div className="space-y-4">
              <div className="flex items-baseline justify-between gap-3">
                <p className="text-sm text-slate-700">
                  {percent === 100 ? t('completeness.complete') : t('completeness.incomplete')}
                </p>
                <p className="tabular text-2xl font-bold text-primary-800">{t('completeness.percent', { percent })}</p>
              </div>
              <div
                role="progressbar"
                aria-label={t('completeness.title')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div className={`h-full rounded-full bg-primary-700 ${widthClass(percent)}`} />
              </div>
              {missing.length > 0 ? (
                <p className="text-sm text-slate-700">
                  {t('completeness.missing', { items: missing.map((m) => t(`completeness.items.${m}`)).join(', ') })}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {missing.length > 0 ? (
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.profileTab('personal')}>{t('completeness.finish')}</Link>
                  </Button>
                ) : null}
                {/* Signed up but never saw onboarding: offer it. */}
                {!profile.data.onboarded ? (
                  <Button asChild size="sm">
                    <Link to={paths.onboarding}>{t('completeness.onboarding')}</Link>
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })()
      )}
    </SectionCard>
  );
}

/** Width in sevenths rounded to Tailwind fractions: no inline styles (CSP). */
function widthClass(percent: number): string {
  const steps = ['w-0', 'w-[14%]', 'w-[29%]', 'w-[43%]', 'w-[57%]', 'w-[71%]', 'w-[86%]', 'w-full'];
  return steps[Math.round((percent / 100) * 7)] ?? 'w-0';
}

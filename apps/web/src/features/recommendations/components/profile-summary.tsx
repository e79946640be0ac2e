import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistanceToNow } from 'date-fns';
import { PREFERENCE_CHIPS, PROFILE_MAX_DESTINATIONS, type TravelProfile } from '@escazo/contracts/recommendations';
import { Badge } from '@escazo/ui/badge';
import { Card, CardBody } from '@escazo/ui/card';
import { formatMoment } from '@web/lib/format-date.ts';

const CHIP_LABEL = new Map<string, string>(PREFERENCE_CHIPS.map((chip) => [chip.id, chip.label]));

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The profile the recommendations are scored for, derived from preferences, favourites and bookings. */
export function ProfileSummary({ profile }: { profile: TravelProfile }) {
  const { t } = useTranslation('recommendations');
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : t('profile.none'));
  const destinations = profile.preferredDestinations.slice(0, PROFILE_MAX_DESTINATIONS);
  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold text-slate-900">{t('profile.title')}</h2>
          <p className="text-sm text-slate-600">
            <time dateTime={profile.updatedAt} title={formatMoment(profile.updatedAt)} data-testid="profile-updated">
              {t('profile.lastUpdated', { ago: formatDistanceToNow(new Date(profile.updatedAt), { addSuffix: true }) })}
            </time>
          </p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Row term={t('profile.travelStyle')}>{t(`profile.styles.${profile.travelStyle}`)}</Row>
          <Row term={t('profile.budgetRange')}>
            <span className="tabular" data-testid="budget-range">
              ${profile.budgetRange.min}-${profile.budgetRange.max}
            </span>
          </Row>
          <Row term={t('profile.groupSize')}>{t(`profile.groups.${profile.groupSize}`)}</Row>
          <Row term={t('profile.activityLevel')}>{t(`profile.activity.${profile.activityLevel}`)}</Row>
          <Row term={t('profile.previousBookings')}>
            <span className="tabular">{profile.previousBookings}</span>
          </Row>
          <Row term={t('profile.favoriteTypes')}>
            {list(profile.favoriteTypes.map((type) => t(`card.types.${type}`)))}
          </Row>
          <Row term={t('profile.seasons')}>{list(profile.seasonalPreferences.map((s) => t(`card.seasons.${s}`)))}</Row>
          <Row term={t('profile.destinations')}>{list(destinations)}</Row>
        </dl>
        <div className="space-y-2">
          <h3 className="text-sm text-slate-600">{t('profile.interests')}</h3>
          {profile.interests.length > 0 ? (
            <ul aria-label={t('profile.interests')} className="flex flex-wrap gap-1.5" data-testid="profile-interests">
              {profile.interests.map((id) => (
                <li key={id}>
                  <Badge tone="primary">{CHIP_LABEL.get(id) ?? id}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm font-semibold text-slate-900">{t('profile.none')}</p>
          )}
        </div>
      </CardBody>
    </Card>
  );
}

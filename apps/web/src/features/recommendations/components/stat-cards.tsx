import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart, Sparkles, Star, TrendingUp } from 'lucide-react';
import type { RecommendationStats } from '@escazo/contracts/recommendations';
import { Card, CardBody } from '@escazo/ui/card';

type Stat = { key: keyof RecommendationStats; Icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }> };

const STATS: Stat[] = [
  { key: 'favorites', Icon: Heart },
  { key: 'recommendations', Icon: Sparkles },
  { key: 'averageRating', Icon: Star },
  { key: 'newThisWeek', Icon: TrendingUp },
];

/** Favourites, recommendation count, the For You list's mean rating and what is new this week. */
export function StatCards({ stats }: { stats: RecommendationStats }) {
  const { t } = useTranslation('recommendations');
  const value = (key: keyof RecommendationStats) => {
    if (key === 'averageRating')
      return stats.averageRating === null ? t('stats.noRating') : stats.averageRating.toFixed(1);
    return String(stats[key]);
  };
  return (
    <section aria-label={t('stats.label')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STATS.map(({ key, Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <CardBody className="flex items-center gap-3 sm:p-5">
                <span className="grid size-10 shrink-0 place-content-center rounded-full bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <p className="flex flex-col-reverse">
                  <span className="text-sm text-slate-600">{t(`stats.${key}`)}</span>
                  <span className="tabular text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                    {value(key)}
                  </span>
                </p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

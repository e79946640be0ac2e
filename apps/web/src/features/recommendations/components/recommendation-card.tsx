import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock, MapPin, Star } from 'lucide-react';
import {
  CARD_MAX_HIGHLIGHTS,
  CARD_MAX_TAGS,
  PREFERENCE_CHIPS,
  showsMatchBadge,
  type Recommendation,
} from '@escazo/contracts/recommendations';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Skeleton } from '@escazo/ui/skeleton';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { CardActions } from './card-actions.tsx';

export const cardFrame =
  'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]';

const CHIP_LABEL = new Map<string, string>(PREFERENCE_CHIPS.map((chip) => [chip.id, chip.label]));

type Props = { item: Recommendation; favorite: boolean; bookmarked: boolean };

/**
 * One recommendation: picture with its badges and actions, title, place, rating, price, why it is
 * recommended, at most two highlights and three tags, and the facts that help decide.
 */
export function RecommendationCard({ item, favorite, bookmarked }: Props) {
  const { t } = useTranslation('recommendations');
  const format = useFormatMoney();
  const headingId = useId();
  const usd = (dollars: number) => format({ amount: dollars * 100, currency: 'USD' }, { whole: true });
  const match = Math.round(item.overallScore);
  const { min, max } = item.priceRange;
  const priceText =
    max === 0 ? t('card.free') : min === max ? usd(min) : t('card.priceRange', { min: usd(min), max: usd(max) });
  const tagLabel = (tag: string) => CHIP_LABEL.get(tag) ?? t(`card.tagLabels.${tag}`, { defaultValue: tag });
  return (
    <article aria-labelledby={headingId} data-testid="recommendation-card" data-type={item.type} className={cardFrame}>
      <div className="relative">
        <img
          src={item.image}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-primary-100 object-cover"
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <Badge tone="primary" className="bg-white/95">
            {t(`card.types.${item.type}`)}
          </Badge>
          {item.discount ? (
            <Badge tone="danger" className="bg-white/95" data-testid="discount">
              {t('card.discount', { percent: item.discount })}
            </Badge>
          ) : null}
          {item.trending ? (
            <Badge tone="accent" className="bg-white/95">
              {t('card.trending')}
            </Badge>
          ) : null}
          {item.featured ? (
            <Badge tone="primary" className="bg-white/95">
              {t('card.featured')}
            </Badge>
          ) : null}
        </div>
        <div className="absolute right-3 top-3">
          <CardActions item={item} favorite={favorite} bookmarked={bookmarked} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 id={headingId} className="text-lg font-bold text-slate-900">
              {item.title}
            </h3>
            <p className="inline-flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {item.location}
            </p>
          </div>
          {showsMatchBadge(item.overallScore) ? (
            <Badge tone="success" className="shrink-0" data-testid="match">
              {t('card.match', { percent: match })}
            </Badge>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span
            className="inline-flex items-center gap-1 font-semibold text-slate-900"
            role="img"
            aria-label={t('card.rating', { rating: item.rating.toFixed(1) })}
          >
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span aria-hidden="true" data-testid="rating">
              {item.rating.toFixed(1)}
            </span>
          </span>
          <span data-testid="reviews" data-count={item.reviewCount}>
            {t('card.reviews', { count: item.reviewCount })}
          </span>
          <span
            className="tabular font-semibold text-slate-900"
            data-testid="price"
            data-min={item.priceRange.min}
            data-max={item.priceRange.max}
          >
            <span className="sr-only">{t('card.priceTier', { tier: item.price })}, </span>
            <span aria-hidden="true">{item.price} · </span>
            {priceText} <span className="font-normal text-slate-600">{t(`card.priceUnit.${item.type}`)}</span>
          </span>
        </p>
        <p className="text-sm font-medium text-primary-800" data-testid="reason">
          {item.reason}
        </p>
        {item.highlights.length > 0 ? (
          <ul
            aria-label={t('card.highlights', { title: item.title })}
            className="list-disc space-y-0.5 pl-5 text-sm text-slate-700"
          >
            {item.highlights.slice(0, CARD_MAX_HIGHLIGHTS).map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        ) : null}
        {item.tags.length > 0 ? (
          <ul aria-label={t('card.tags', { title: item.title })} className="flex flex-wrap gap-1.5">
            {item.tags.slice(0, CARD_MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Badge>{tagLabel(tag)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-auto grid gap-1 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <dt className="sr-only">{t('card.duration')}</dt>
            <dd>{item.duration}</dd>
          </div>
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-success-600" />
            <dt className="sr-only">{t('card.availability')}</dt>
            <dd>{item.availability}</dd>
          </div>
          {item.bestTime.length > 0 ? (
            <div className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              <dt>{t('card.bestTime')}:</dt>
              <dd>{item.bestTime.map((s) => t(`card.seasons.${s}`)).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={item.link} aria-label={t('card.viewLabel', { title: item.title })}>
            {t('card.view')}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** A card's outline while the recommendations load. */
export function RecommendationCardSkeleton() {
  return (
    <div className={cardFrame} aria-hidden="true" data-testid="recommendation-skeleton">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-9 w-1/3" />
      </div>
    </div>
  );
}

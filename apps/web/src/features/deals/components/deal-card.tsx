import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Star } from 'lucide-react';
import type { Deal } from '@escazo/contracts/deals';
import { Badge } from '@escazo/ui/badge';
import { Skeleton } from '@escazo/ui/skeleton';
import { SaveHeart } from '@web/components/saved/save-heart.tsx';
import { formatDay } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { BookDealButton } from './book-deal-button.tsx';

const frame =
  'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]';

/**
 * One deal: image, type and discount badges, title, location, description, the original price
 * struck through beside the deal price, rating, the last valid day, the heart and 'Book This Deal'.
 */
export function DealCard({ deal }: { deal: Deal }) {
  const { t } = useTranslation('deals');
  const format = useFormatMoney();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} data-deal-type={deal.type} className={frame}>
      <div className="relative">
        <img
          src={deal.imageUrl}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-primary-100 object-cover"
        />
        <div className="absolute left-3 top-3 flex gap-2">
          <Badge tone="primary" className="bg-white/95" data-testid="deal-type">
            {t(`typeBadge.${deal.type}`)}
          </Badge>
          <Badge tone="danger" className="bg-white/95">
            <span aria-hidden="true" data-testid="deal-discount">
              {t('card.discount', { percent: deal.discountPercentage })}
            </span>
            <span className="sr-only">{t('card.discountLabel', { percent: deal.discountPercentage })}</span>
          </Badge>
        </div>
        <SaveHeart kind="deal" refId={deal.id} name={deal.title} className="absolute right-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="space-y-1">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {deal.title}
          </h3>
          <p className="inline-flex items-center gap-1 text-sm text-slate-600" data-testid="deal-location">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {deal.location}
          </p>
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{deal.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3">
          <p className="space-y-0.5">
            <span className="sr-only">{t('card.original')}: </span>
            <s className="tabular block text-sm text-slate-600" data-testid="deal-original">
              {format(deal.originalPrice)}
            </s>
            <span className="sr-only">{t('card.price')}: </span>
            <span className="tabular block text-2xl font-bold text-slate-900" data-testid="deal-price">
              {format(deal.discountedPrice)}
            </span>
          </p>
          <p className="text-right text-sm text-slate-700">
            <span
              className="inline-flex items-center gap-1 font-semibold text-slate-900"
              role="img"
              aria-label={t('card.rating', { rating: deal.rating.toFixed(1) })}
            >
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span aria-hidden="true" data-testid="deal-rating">
                {deal.rating.toFixed(1)}
              </span>
            </span>
            <span className="block" data-testid="deal-valid-until">
              {t('card.validUntil', { date: formatDay(deal.validUntil) })}
            </span>
          </p>
        </div>
        <BookDealButton deal={deal} />
      </div>
    </article>
  );
}

/** A card's outline while deals load. */
export function DealCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

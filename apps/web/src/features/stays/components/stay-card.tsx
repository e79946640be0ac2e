import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BedDouble, Bath, Star, Users } from 'lucide-react';
import type { StayOffer } from '@escazo/contracts/search-stays';
import { Badge } from '@escazo/ui/badge';
import { Skeleton } from '@escazo/ui/skeleton';
import { SaveHeart } from '@web/components/saved/save-heart.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

const frame =
  'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]';
const media = 'aspect-[8/5] w-full';

/** A stay in the grid: picture, title, place, the facts, the nightly price and its detail link. */
export function StayCard({ stay, detailHref }: { stay: StayOffer; detailHref: string }) {
  const { t } = useTranslation('stays');
  const format = useFormatMoney();
  const price = format(stay.pricePerNight, { whole: true });
  return (
    <article aria-labelledby={`stay-${stay.id}`} className={frame}>
      <div className="relative">
        <img
          src={stay.image.url}
          alt={stay.image.alt}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className={`${media} bg-primary-100 object-cover`}
        />
        <SaveHeart kind="stay" refId={stay.id} name={stay.title} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <Badge tone="primary">{t(`types.${stay.type}`)}</Badge>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t('card.rating')}</span>
            {stay.rating.toFixed(1)}
            <span className="font-normal text-slate-600">{t('card.reviews', { count: stay.reviewCount })}</span>
          </span>
        </div>
        <div>
          <h3 id={`stay-${stay.id}`} className="text-lg font-bold leading-snug text-slate-900">
            {stay.title}
          </h3>
          <p className="text-sm text-slate-600">{stay.location}</p>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="inline-flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-4" />
            {t('facts.beds', { count: stay.beds })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Bath aria-hidden="true" className="size-4" />
            {t('facts.baths', { count: stay.baths })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t('facts.guests', { count: stay.guests })}
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p>
            <span className="tabular text-xl font-bold text-slate-900">{price}</span>
            <span className="text-sm text-slate-600"> {t('card.perNight')}</span>
            {stay.total && stay.nights ? (
              <span className="block text-sm text-slate-600">
                {t('card.total', { total: format(stay.total, { whole: true }), count: stay.nights })}
              </span>
            ) : null}
          </p>
          <Link
            to={detailHref}
            aria-label={t('card.viewLabel', { title: stay.title })}
            className="inline-flex h-9 items-center rounded-full bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('card.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function StayCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <Skeleton className={`${media} rounded-none`} />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}

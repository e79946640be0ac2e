import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Star } from 'lucide-react';
import type { HotelOffer } from '@escazo/contracts/search-hotels';
import { Badge } from '@escazo/ui/badge';
import { Skeleton } from '@escazo/ui/skeleton';
import { SaveHeart } from '@web/components/saved/save-heart.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

const frame =
  'grid overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] sm:grid-cols-[14rem_1fr]';

/** Hotel card: image, name, location, stars out of 5, amenities, price per night, 'View Deal'. */
export function HotelCard({ offer, href }: { offer: HotelOffer; href: string }) {
  const { t } = useTranslation('hotels');
  const format = useFormatMoney();
  return (
    <article aria-labelledby={`hotel-${offer.id}`} className={frame}>
      <div className="relative">
        <img
          src={offer.image.url}
          alt={offer.image.alt}
          width={448}
          height={280}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] h-full w-full bg-primary-100 object-cover"
        />
        <SaveHeart kind="hotel" refId={offer.id} name={offer.name} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 id={`hotel-${offer.id}`} className="text-lg font-bold text-slate-900">
            {offer.name}
          </h3>
          <p className="inline-flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4" />
            {offer.location}
          </p>
          <p className="flex items-center gap-2 text-sm">
            <span role="img" aria-label={t('card.stars', { count: offer.stars })} className="inline-flex">
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  aria-hidden="true"
                  className={i < offer.stars ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'}
                />
              ))}
            </span>
            <Badge tone="primary">
              {t('card.guestRating', { rating: offer.guestRating.toFixed(1), count: offer.reviewCount })}
            </Badge>
          </p>
          <ul aria-label={t('card.amenities')} className="flex flex-wrap gap-1.5">
            {offer.amenities.slice(0, 4).map((a) => (
              <li key={a}>
                <Badge>{t(`amenities.${a}`)}</Badge>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            {t('card.room', { room: offer.room.name })}
            {offer.roomsLeft <= 3 ? ` · ${t('card.roomsLeft', { count: offer.roomsLeft })}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-row items-end justify-between gap-3 sm:flex-col sm:items-end">
          <p className="sm:text-right">
            <span className="tabular block text-2xl font-bold text-slate-900">
              {format(offer.pricePerNight, { whole: true })}
            </span>
            <span className="text-sm text-slate-600">{t('card.perNight')}</span>
            <span className="block text-sm text-slate-600">
              {t('card.total', { total: format(offer.total, { whole: true }), count: offer.nights })}
            </span>
          </p>
          <Link
            to={href}
            aria-label={t('card.viewLabel', { name: offer.name })}
            className="inline-flex h-10 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('card.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function HotelCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <Skeleton className="aspect-[8/5] h-full w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-8 w-24" />
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Briefcase, DoorOpen, MapPin, Star, Users } from 'lucide-react';
import type { CarOffer } from '@escazo/contracts/search-cars';
import { Badge } from '@escazo/ui/badge';
import { Skeleton } from '@escazo/ui/skeleton';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

const frame =
  'flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]';

/**
 * A car offer: category, model, desk, the rental's total with taxes and fees (what the checkout
 * charges), the daily rate before taxes beside it, cars left, Select.
 */
export function CarCard({ offer, href }: { offer: CarOffer; href: string }) {
  const { t } = useTranslation('cars');
  const format = useFormatMoney();
  const { car, location } = offer;
  return (
    <article aria-labelledby={`car-${offer.id}`} className={frame}>
      <img
        src={car.image.url}
        alt={car.image.alt}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-primary-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <Badge tone="primary">{t(`categories.${car.category}.name`)}</Badge>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t('card.rating')}</span>
            {location.rating.toFixed(1)}
          </span>
        </div>
        <div>
          <h3 id={`car-${offer.id}`} className="text-lg font-bold text-slate-900">
            {t('card.model', { model: car.model })}
          </h3>
          <p className="text-sm text-slate-700">{location.companyName}</p>
          <p className="inline-flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {location.name}
          </p>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t('card.seats', { count: car.seats })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Briefcase aria-hidden="true" className="size-4" />
            {t('card.bags', { count: car.bags })}
          </li>
          <li className="inline-flex items-center gap-1">
            <DoorOpen aria-hidden="true" className="size-4" />
            {t('card.doors', { count: car.doors })}
          </li>
          <li>{t(`card.${car.transmission}`)}</li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p>
            <span className="tabular text-xl font-bold text-slate-900">{format(offer.totalWithTaxes)}</span>
            <span className="block text-sm text-slate-600">{t('card.totalWithTaxes', { count: offer.days })}</span>
            <span className="block text-sm text-slate-600">
              {t('card.dailyBase', { rate: format(offer.dailyRate, { whole: true }) })}
            </span>
            {offer.carsLeft <= 3 ? (
              <span className="block text-sm font-medium text-warning-600">
                {t('card.left', { count: offer.carsLeft })}
              </span>
            ) : null}
          </p>
          <Link
            to={href}
            aria-label={t('card.selectLabel', { model: car.model, company: location.companyName })}
            className="inline-flex h-9 items-center rounded-full bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('card.select')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function CarCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <Skeleton className="aspect-[8/5] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}

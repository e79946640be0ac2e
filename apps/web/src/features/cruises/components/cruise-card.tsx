import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Ship, Star } from 'lucide-react';
import type { CruiseOffer } from '@escazo/contracts/search-cruises';
import { Badge } from '@escazo/ui/badge';
import { Skeleton } from '@escazo/ui/skeleton';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

const frame =
  'grid overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] sm:grid-cols-[14rem_1fr]';

/** A sailing: title, line and ship, nights, departure, ports, rating, price per person, View Cruise. */
export function CruiseCard({ offer, href }: { offer: CruiseOffer; href: string }) {
  const { t } = useTranslation('cruises');
  const format = useFormatMoney();
  return (
    <article aria-labelledby={`cruise-${offer.id}`} className={frame}>
      <img
        src={offer.image.url}
        alt={offer.image.alt}
        width={448}
        height={280}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] h-full w-full bg-primary-100 object-cover"
      />
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 id={`cruise-${offer.id}`} className="text-lg font-bold text-slate-900">
            {offer.title}
          </h3>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Ship aria-hidden="true" className="size-4" />
            {t('card.lineShip', { line: offer.line.name, ship: offer.ship.name })}
          </p>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('card.departs', { date: offer.departure, count: offer.nights })}
          </p>
          <p className="text-sm text-slate-600">{offer.destinations.join(' · ')}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex items-center gap-1 font-semibold">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">{t('card.rating')}</span>
              {offer.rating.toFixed(1)}
            </span>
            <Badge tone="primary">{t(`cabins.${offer.cabin.category}`)}</Badge>
          </p>
        </div>
        <div className="flex shrink-0 flex-row items-end justify-between gap-3 sm:flex-col sm:items-end">
          <p className="sm:text-right">
            <span className="tabular block text-2xl font-bold text-slate-900">
              {format(offer.cabin.pricePerPerson, { whole: true })}
            </span>
            <span className="text-sm text-slate-600">{t('card.perPerson')}</span>
            <span className="block text-sm text-slate-600">
              {t('card.total', { total: format(offer.total, { whole: true }), count: offer.passengers })}
            </span>
          </p>
          <Link
            to={href}
            aria-label={t('card.viewLabel', { title: offer.title })}
            className="inline-flex h-10 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('card.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function CruiseCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <Skeleton className="aspect-[8/5] h-full w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

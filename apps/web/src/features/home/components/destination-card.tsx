import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PopularDestination } from '@escazo/contracts/destinations';
import { Skeleton } from '@escazo/ui/skeleton';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { homeLinks } from '../utils/home-links.ts';

// Card and skeleton share these sizes, so nothing moves when the data arrives.
const frame =
  'block overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]';
const media = 'aspect-[8/5] w-full';
const body = 'flex h-24 flex-col justify-center gap-1 px-5';

export function DestinationCard({ destination }: { destination: PopularDestination }) {
  const { t } = useTranslation('home');
  const format = useFormatMoney();
  const { city, country, fromPrice, imageUrl } = destination;
  const price = format(fromPrice, { whole: true });
  return (
    // The link is named by its visible text (city, country, price) with a hidden "Flights to" in
    // front: the picture is decoration, and the grid shows the price beside the city.
    <Link
      to={homeLinks.flightsTo(city)}
      className={`${frame} group transition-shadow duration-200 hover:shadow-[var(--shadow-raised)]`}
    >
      <img
        src={imageUrl}
        width={800}
        height={500}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${media} bg-primary-100 object-cover transition-transform duration-200 group-hover:scale-[1.02]`}
      />
      <div className={body}>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1">
          <h3 className="truncate text-lg font-bold text-slate-900">
            <span className="sr-only">{t('destinations.flightsTo')} </span>
            {city}
          </h3>
          <p className="col-start-1 row-start-2 truncate text-sm text-slate-600">{country}</p>
          <p className="tabular col-start-2 row-start-1 text-lg font-bold text-primary-800">
            {t('destinations.fromPrice', { price })}
          </p>
        </div>
      </div>
    </Link>
  );
}

export function DestinationCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true">
      <Skeleton square className={`${media} rounded-none`} />
      <div className={body}>
        <div className="flex items-center justify-between gap-3">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-6 w-20" />
        </div>
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  );
}

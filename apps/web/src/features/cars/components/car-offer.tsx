import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin, Star } from 'lucide-react';
import type { OfferRequest } from '@escazo/contracts/bookings';
import { carCategories, type CarCategory } from '@escazo/contracts/search-cars';
import { Badge } from '@escazo/ui/badge';
import { Card, CardBody } from '@escazo/ui/card';
import { Container } from '@escazo/ui/container';
import { Skeleton } from '@escazo/ui/skeleton';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useCarLocation, useCarSearch } from '../api/search-cars.ts';
import { carSearchParams, parseCarSearch } from '../utils/car-search-params.ts';
import { DetailError, DetailLoading } from '../../search/components/detail-states.tsx';

/** The page's book action: given the offer request and the button text, the app renders it. */
export type RenderBook = (request: OfferRequest, label: string, ariaLabel: string) => ReactNode;

/**
 * /cars/locations/:id?category=…: the offer summary. The desk and its car come from the location;
 * the price and cars left are the search's own for this desk and category (what booking will use).
 */
export function CarOfferSummary({ renderBook }: { renderBook: RenderBook }) {
  const { t } = useTranslation('cars');
  const format = useFormatMoney();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const category = carCategories.find((c) => c === params.get('category')) as CarCategory | undefined;
  const base = parseCarSearch(params);
  const search = base && category ? { ...base, pickupLocation: id, categories: [category] } : null;
  const location = useCarLocation(id);
  const offer = useCarSearch(search, 50);

  if (location.isPending) return <DetailLoading label={t('offer.loading')} />;
  if (location.isError) {
    return (
      <DetailError
        error={location.error}
        notFound={t('offer.notFound')}
        failed={t('toast.failed')}
        onRetry={() => void location.refetch()}
        back={{ to: '/cars', label: t('offer.back') }}
      />
    );
  }
  const desk = location.data.location;
  const car = location.data.fleet.find((f) => f.category === category) ?? location.data.fleet[0]!;
  const match = offer.data?.items.find((o) => o.location.id === id && o.car.category === car.category);
  const dropoffId = match?.oneWayFee ? offer.data?.dropoff.find((d) => d.id !== id)?.id : undefined;
  const back = base ? `/cars?${carSearchParams(base).toString()}` : '/cars';

  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('offer.back')}
      </Link>
      <header className="space-y-1">
        <Badge tone="primary">{t(`categories.${car.category}.name`)}</Badge>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('card.model', { model: car.model })}</h1>
        <p className="text-slate-700">{desk.companyName}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <img
            src={car.image.url}
            alt={car.image.alt}
            width={1200}
            height={750}
            className="aspect-[8/5] w-full rounded-[var(--radius-card)] bg-primary-100 object-cover"
          />
          <section aria-labelledby="car-desk" className="space-y-1">
            <h2 id="car-desk" className="text-xl font-bold text-slate-900">
              {t('offer.desk')}
            </h2>
            <p className="inline-flex items-start gap-1 text-slate-800">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              {desk.name}
            </p>
            <p className="text-sm text-slate-600">{desk.address}</p>
            <p className="inline-flex items-center gap-1 text-sm text-slate-700">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {t('offer.rating', { rating: desk.rating.toFixed(1) })}
            </p>
          </section>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Badge>{t('card.seats', { count: car.seats })}</Badge>
            </li>
            <li>
              <Badge>{t('card.bags', { count: car.bags })}</Badge>
            </li>
            <li>
              <Badge>{t('card.doors', { count: car.doors })}</Badge>
            </li>
            <li>
              <Badge>{t(`card.${car.transmission}`)}</Badge>
            </li>
          </ul>
        </div>
        <Card className="h-fit">
          <CardBody className="space-y-4">
            <h2 className="text-xl font-bold text-slate-900">{t('offer.price')}</h2>
            {base ? (
              <p className="text-sm text-slate-700">
                {t('offer.when', {
                  pickup: `${base.pickupDate} ${base.pickupTime}`,
                  dropoff: `${base.dropoffDate} ${base.dropoffTime}`,
                })}
              </p>
            ) : null}
            <div role="status">
              {!search ? (
                <p className="text-slate-700">{t('offer.from', { price: format(car.dailyRate, { whole: true }) })}</p>
              ) : offer.isPending ? (
                <Skeleton className="h-20 w-full" />
              ) : match ? (
                <dl className="space-y-1 text-sm">
                  <div className="flex justify-between">
                    <dt>{t('offer.days', { count: match.days, price: format(match.dailyRate, { whole: true }) })}</dt>
                    <dd className="tabular">
                      {format({ ...match.dailyRate, amount: match.dailyRate.amount * match.days })}
                    </dd>
                  </div>
                  {match.youngDriverFee ? (
                    <div className="flex justify-between">
                      <dt>{t('offer.youngDriver')}</dt>
                      <dd className="tabular">{format(match.youngDriverFee)}</dd>
                    </div>
                  ) : null}
                  {match.oneWayFee ? (
                    <div className="flex justify-between">
                      <dt>{t('offer.oneWay')}</dt>
                      <dd className="tabular">{format(match.oneWayFee)}</dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between">
                    <dt>{t('offer.taxesAndFees')}</dt>
                    <dd className="tabular">{format(match.taxesAndFees)}</dd>
                  </div>
                  <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
                    <dt>{t('offer.total')}</dt>
                    <dd className="tabular">{format(match.totalWithTaxes)}</dd>
                  </div>
                </dl>
              ) : null}
              {match ? (
                <p className="pt-1 text-sm text-slate-600">{t('card.left', { count: match.carsLeft })}</p>
              ) : null}
              {!search || offer.isPending || match ? null : (
                <p className="font-medium text-danger-600">{t('offer.unavailable')}</p>
              )}
            </div>
            {base && match
              ? renderBook(
                  {
                    type: 'car',
                    locationId: id,
                    ...(dropoffId ? { dropoffLocationId: dropoffId } : {}),
                    category: car.category,
                    pickupDate: base.pickupDate,
                    pickupTime: base.pickupTime,
                    dropoffDate: base.dropoffDate,
                    dropoffTime: base.dropoffTime,
                    driverAge: base.driverAge,
                  },
                  t('offer.reserve'),
                  t('offer.reserveLabel', { model: car.model, company: desk.companyName }),
                )
              : null}
          </CardBody>
        </Card>
      </div>
    </Container>
  );
}

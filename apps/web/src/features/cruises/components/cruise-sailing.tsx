import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Star } from 'lucide-react';
import type { OfferRequest } from '@escazo/contracts/bookings';
import { cruisePassengerLimits, cruiseSailingRequestSchema } from '@escazo/contracts/search-cruises';
import { Badge } from '@escazo/ui/badge';
import { Container } from '@escazo/ui/container';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useCruiseSailing } from '../api/search-cruises.ts';
import { DetailError, DetailLoading } from '../../search/components/detail-states.tsx';

const passengerOptions = Array.from({ length: cruisePassengerLimits.max }, (_, i) => i + 1);

/** The page's book action: given the offer request and the button text, the app renders it. */
export type RenderBook = (request: OfferRequest, label: string, ariaLabel: string) => ReactNode;

/** /cruises/sailings/:id: the itinerary and every cabin category with its price and what is left. */
export function CruiseSailing({ renderBook }: { renderBook: RenderBook }) {
  const { t } = useTranslation('cruises');
  const format = useFormatMoney();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { passengers } = cruiseSailingRequestSchema.safeParse(Object.fromEntries(params)).data ?? {
    passengers: cruisePassengerLimits.default,
  };
  const query = useCruiseSailing(id, passengers);

  if (query.isPending) return <DetailLoading label={t('sailing.loading')} />;
  if (query.isError) {
    return (
      <DetailError
        error={query.error}
        notFound={t('sailing.notFound')}
        failed={t('results.error')}
        onRetry={() => void query.refetch()}
        back={{ to: '/cruises', label: t('sailing.back') }}
      />
    );
  }
  const { sailing, cabins } = query.data;
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <Link
        to="/cruises"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('sailing.back')}
      </Link>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{sailing.title}</h1>
        <p className="text-slate-700">{t('card.lineShip', { line: sailing.line.name, ship: sailing.ship.name })}</p>
        <p className="inline-flex items-center gap-1 text-sm text-slate-700">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {t('sailing.rating', { rating: sailing.rating.toFixed(1) })}
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <img
          src={sailing.image.url}
          alt={sailing.image.alt}
          width={1200}
          height={750}
          className="aspect-[8/5] w-full rounded-[var(--radius-card)] bg-primary-100 object-cover"
        />
        <img
          src={sailing.shipImage.url}
          alt={sailing.shipImage.alt}
          width={1200}
          height={750}
          className="aspect-[8/5] w-full rounded-[var(--radius-card)] bg-primary-100 object-cover"
        />
      </div>
      <section aria-labelledby="sailing-itinerary">
        <h2 id="sailing-itinerary" className="mb-3 text-xl font-bold text-slate-900">
          {t('sailing.itinerary')}
        </h2>
        <p className="text-slate-800">
          {t('sailing.dates', { from: sailing.departure, to: sailing.returnDate, count: sailing.nights })}
        </p>
        <ol className="mt-3 flex flex-wrap gap-2">
          <li>
            <Badge tone="primary">{t('sailing.embark', { port: sailing.embark.name })}</Badge>
          </li>
          {sailing.calls.map((port, i) => (
            <li key={`${port.id}-${i}`}>
              <Badge>{port.name}</Badge>
            </li>
          ))}
          {sailing.scenic.map((name) => (
            <li key={name}>
              <Badge tone="accent">{t('sailing.scenic', { name })}</Badge>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="sailing-cabins" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="sailing-cabins" className="text-xl font-bold text-slate-900">
            {t('sailing.cabins')}
          </h2>
          <Field label={t('form.passengers')} className="w-40">
            <Select value={passengers} onChange={(e) => setParams({ passengers: e.target.value }, { replace: true })}>
              {passengerOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {cabins.map((cabin) => (
            <li key={cabin.category} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-bold text-slate-900">{t(`cabins.${cabin.category}`)}</h3>
              <p className="tabular text-xl font-bold text-slate-900">
                {format(cabin.pricePerPerson, { whole: true })}{' '}
                <span className="text-sm font-normal text-slate-600">{t('card.perPerson')}</span>
              </p>
              <p className="text-sm text-slate-700">
                {t('sailing.cabinTotal', { total: format(cabin.total, { whole: true }), count: passengers })}
              </p>
              <p className="text-sm text-slate-600">{t('sailing.cabinsNeeded', { count: cabin.cabinsNeeded })}</p>
              {cabin.available ? (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <Badge tone={cabin.cabinsLeft <= 5 ? 'warning' : 'success'}>
                    {t('sailing.left', { count: cabin.cabinsLeft })}
                  </Badge>
                  {renderBook(
                    { type: 'cruise', sailingId: sailing.id, category: cabin.category, passengers },
                    t('sailing.reserve'),
                    t('sailing.reserveLabel', { cabin: t(`cabins.${cabin.category}`) }),
                  )}
                </div>
              ) : (
                <Badge tone="danger">{t('sailing.soldOut')}</Badge>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}

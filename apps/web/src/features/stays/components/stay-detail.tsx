import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Bath, BedDouble, Home, MapPin, Star, Users } from 'lucide-react';
import type { OfferRequest } from '@escazo/contracts/bookings';
import { stayDetailRequestSchema } from '@escazo/contracts/search-stays';
import { Card, CardBody } from '@escazo/ui/card';
import { Container } from '@escazo/ui/container';
import { Field } from '@escazo/ui/field';
import { DateInput } from '@escazo/ui/input';
import { WatchPriceButton } from '@web/components/price-watch/watch-price-button.tsx';
import { SaveHeart } from '@web/components/saved/save-heart.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useStay } from '../api/get-stay.ts';
import { addDays } from '@escazo/contracts/dates';
import { dayFromToday } from '../../search/utils/dates.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { DetailError, DetailLoading } from '../../search/components/detail-states.tsx';
import { ImageGallery } from '../../search/components/image-gallery.tsx';

/** The page's book action: given the offer request and the button text, the app renders it. */
export type RenderBook = (request: OfferRequest, label: string, ariaLabel: string) => ReactNode;

/** /stays/:id: gallery, facts, availability calendar and the price for the chosen dates. */
export function StayDetail({ renderBook }: { renderBook: RenderBook }) {
  const { t } = useTranslation('stays');
  const format = useFormatMoney();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const dates = stayDetailRequestSchema.parse(Object.fromEntries(params));
  const [from] = useState(() => dates.checkIn ?? dayFromToday(0));
  const query = useStay(id, { checkIn: dates.checkIn, checkOut: dates.checkOut, from });

  const setDates = (checkIn: string | undefined, checkOut: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['checkIn', checkIn],
          ['checkOut', checkOut],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const pick = (date: string) => {
    if (!dates.checkIn || dates.checkOut || date <= dates.checkIn) setDates(date, undefined);
    else setDates(dates.checkIn, date);
  };

  if (query.isPending) return <DetailLoading label={t('detail.loading')} />;
  if (query.isError) {
    return (
      <DetailError
        error={query.error}
        notFound={t('detail.notFound')}
        failed={t('detail.error')}
        onRetry={() => void query.refetch()}
        back={{ to: '/short-stays', label: t('detail.back') }}
      />
    );
  }

  const { stay, calendar, quote } = query.data;
  // The party searched for (the search's guests), within what the stay sleeps.
  const guests = Math.min(Math.max(1, Number.parseInt(params.get('guests') ?? '1', 10) || 1), stay.guests, 16);
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <Link
        to="/short-stays"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <header>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{stay.title}</h1>
          <div className="flex items-center gap-2">
            {quote ? (
              <WatchPriceButton
                name={stay.title}
                input={{ kind: 'stay', stayId: stay.id, checkIn: quote.checkIn, checkOut: quote.checkOut, guests }}
              />
            ) : null}
            <SaveHeart kind="stay" refId={stay.id} name={stay.title} />
          </div>
        </div>
        <p className="mt-1 inline-flex items-center gap-1 text-slate-700">
          <MapPin aria-hidden="true" className="size-4" />
          {stay.location}
        </p>
      </header>
      <ImageGallery images={stay.images} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <section aria-labelledby="stay-facts">
            <h2 id="stay-facts" className="mb-3 text-xl font-bold text-slate-900">
              {t('detail.facts')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 text-slate-800 sm:grid-cols-3">
              <li className="inline-flex items-center gap-2">
                <Home aria-hidden="true" className="size-5 text-primary-700" />
                {t(`types.${stay.type}`)}
              </li>
              <li className="inline-flex items-center gap-2">
                <BedDouble aria-hidden="true" className="size-5 text-primary-700" />
                {t('facts.beds', { count: stay.beds })}
              </li>
              <li className="inline-flex items-center gap-2">
                <Bath aria-hidden="true" className="size-5 text-primary-700" />
                {t('facts.baths', { count: stay.baths })}
              </li>
              <li className="inline-flex items-center gap-2">
                <Users aria-hidden="true" className="size-5 text-primary-700" />
                {t('facts.guests', { count: stay.guests })}
              </li>
              <li className="inline-flex items-center gap-2">
                <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
                {t('detail.rating', { rating: stay.rating.toFixed(1), count: stay.reviewCount })}
              </li>
            </ul>
          </section>
          <section aria-labelledby="stay-calendar">
            <h2 id="stay-calendar" className="text-xl font-bold text-slate-900">
              {t('detail.availability')}
            </h2>
            <p className="mb-4 text-sm text-slate-600">{t('detail.availabilityHint')}</p>
            <AvailabilityCalendar
              nights={calendar.nights}
              checkIn={dates.checkIn}
              checkOut={dates.checkOut ?? (dates.checkIn ? addDays(dates.checkIn, 1) : undefined)}
              onPick={pick}
            />
          </section>
        </div>
        <Card className="h-fit lg:sticky lg:top-24">
          <CardBody className="space-y-4">
            <h2 className="text-xl font-bold text-slate-900">{t('detail.price')}</h2>
            <p>
              <span className="tabular text-2xl font-bold text-slate-900">
                {format(stay.pricePerNight, { whole: true })}
              </span>{' '}
              <span className="text-slate-600">{t('card.perNight')}</span>
            </p>
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('searchBar.checkIn')}>
                <DateInput
                  min={dayFromToday(0)}
                  value={dates.checkIn ?? ''}
                  onChange={(e) =>
                    setDates(
                      e.target.value || undefined,
                      dates.checkOut && e.target.value && dates.checkOut > e.target.value ? dates.checkOut : undefined,
                    )
                  }
                />
              </Field>
              <Field label={t('searchBar.checkOut')}>
                <DateInput
                  min={dates.checkIn ? addDays(dates.checkIn, 1) : dayFromToday(1)}
                  value={dates.checkOut ?? ''}
                  onChange={(e) => setDates(dates.checkIn, e.target.value || undefined)}
                />
              </Field>
            </div>
            <div role="status" className="rounded-xl bg-slate-50 p-4 text-sm">
              {!quote ? (
                <p className="text-slate-700">{t('detail.chooseDates')}</p>
              ) : quote.available && quote.total ? (
                <dl className="space-y-1">
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-700">
                      {t('detail.nights', { count: quote.nights, price: format(stay.pricePerNight, { whole: true }) })}
                    </dt>
                    <dd className="tabular font-medium">{format(quote.total, { whole: true })}</dd>
                  </div>
                  <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
                    <dt>{t('detail.total')}</dt>
                    <dd className="tabular">{format(quote.total, { whole: true })}</dd>
                  </div>
                </dl>
              ) : (
                <p className="font-medium text-danger-600">{t('detail.unavailable')}</p>
              )}
            </div>
            {quote?.available && quote.total
              ? renderBook(
                  { type: 'stay', stayId: stay.id, checkIn: quote.checkIn, checkOut: quote.checkOut, guests },
                  t('detail.reserve'),
                  t('detail.reserveLabel', { title: stay.title }),
                )
              : null}
          </CardBody>
        </Card>
      </div>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin, Star, Users } from 'lucide-react';
import type { OfferRequest } from '@escazo/contracts/bookings';
import { hotelDetailRequestSchema } from '@escazo/contracts/search-hotels';
import { Badge } from '@escazo/ui/badge';
import { Container } from '@escazo/ui/container';
import { Field } from '@escazo/ui/field';
import { DateInput } from '@escazo/ui/input';
import { WatchPriceButton } from '@web/components/price-watch/watch-price-button.tsx';
import { SaveHeart } from '@web/components/saved/save-heart.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useHotel } from '../api/search-hotels.ts';
import { addDays } from '@escazo/contracts/dates';
import { dayFromToday } from '../../search/utils/dates.ts';
import { DetailError, DetailLoading } from '../../search/components/detail-states.tsx';
import { ImageGallery } from '../../search/components/image-gallery.tsx';

/** The page's book action: given the offer request and the button text, the app renders it. */
export type RenderBook = (request: OfferRequest, label: string, ariaLabel: string) => ReactNode;

/** /hotels/:id: gallery, facts, amenities and every room type with its price for the dates. */
export function HotelDetail({ renderBook }: { renderBook: RenderBook }) {
  const { t } = useTranslation('hotels');
  const format = useFormatMoney();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const valid = hotelDetailRequestSchema.safeParse(Object.fromEntries(params));
  const request = valid.success ? valid.data : hotelDetailRequestSchema.parse({});
  const apiQuery = new URLSearchParams(
    Object.entries({
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      guests: String(request.guests),
      rooms: String(request.rooms),
    }).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  const query = useHotel(id, apiQuery);
  const setDate = (key: 'checkIn' | 'checkOut', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === 'checkIn' && value && (next.get('checkOut') ?? '') <= value)
          next.set('checkOut', addDays(value, 1));
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <DetailLoading label={t('detail.loading')} />;
  if (query.isError) {
    return (
      <DetailError
        error={query.error}
        notFound={t('detail.notFound')}
        failed={t('detail.error')}
        onRetry={() => void query.refetch()}
        back={{ to: '/hotels', label: t('detail.back') }}
      />
    );
  }
  const { hotel, quote } = query.data;
  const options = new Map(quote?.options.map((o) => [o.roomTypeId, o]));

  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <Link
        to="/hotels"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{hotel.name}</h1>
          <div className="flex items-center gap-2">
            {quote && request.checkIn && request.checkOut ? (
              <WatchPriceButton
                name={hotel.name}
                input={{
                  kind: 'hotel',
                  hotelId: hotel.id,
                  checkIn: request.checkIn,
                  checkOut: request.checkOut,
                  guests: quote.guests,
                  rooms: quote.rooms,
                }}
              />
            ) : null}
            <SaveHeart kind="hotel" refId={hotel.id} name={hotel.name} />
          </div>
        </div>
        <p className="inline-flex items-center gap-1 text-slate-700">
          <MapPin aria-hidden="true" className="size-4" />
          {hotel.address} · {hotel.location}
        </p>
        <p className="flex items-center gap-2">
          <span role="img" aria-label={t('card.stars', { count: hotel.stars })} className="inline-flex">
            {Array.from({ length: 5 }, (_, i) => (
              <Star
                key={i}
                aria-hidden="true"
                className={i < hotel.stars ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'}
              />
            ))}
          </span>
          <Badge tone="primary">
            {t('card.guestRating', { rating: hotel.guestRating.toFixed(1), count: hotel.reviewCount })}
          </Badge>
        </p>
      </header>
      <ImageGallery images={hotel.images} />
      <section aria-labelledby="hotel-amenities">
        <h2 id="hotel-amenities" className="mb-3 text-xl font-bold text-slate-900">
          {t('detail.amenities')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {hotel.amenities.map((a) => (
            <li key={a}>
              <Badge>{t(`amenities.${a}`)}</Badge>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hotel-rooms" className="space-y-4">
        <h2 id="hotel-rooms" className="text-xl font-bold text-slate-900">
          {t('detail.rooms')}
        </h2>
        <div className="grid max-w-md grid-cols-2 gap-3">
          <Field label={t('form.checkIn')}>
            <DateInput
              min={dayFromToday(0)}
              value={request.checkIn ?? ''}
              onChange={(e) => setDate('checkIn', e.target.value)}
            />
          </Field>
          <Field label={t('form.checkOut')}>
            <DateInput
              min={request.checkIn ? addDays(request.checkIn, 1) : dayFromToday(1)}
              value={request.checkOut ?? ''}
              onChange={(e) => setDate('checkOut', e.target.value)}
            />
          </Field>
        </div>
        {!quote ? (
          <p role="status" className="text-slate-700">
            {t('detail.chooseDates')}
          </p>
        ) : (
          <p role="status" className="text-slate-700">
            {t('detail.quoteFor', { count: quote.nights, guests: quote.guests, rooms: quote.rooms })}
          </p>
        )}
        <ul className="space-y-3">
          {hotel.roomTypes.map((room) => {
            const option = options.get(room.id);
            return (
              <li
                key={room.id}
                className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <h3 className="font-bold text-slate-900">{room.name}</h3>
                  <p className="inline-flex items-center gap-1 text-sm text-slate-600">
                    <Users aria-hidden="true" className="size-4" />
                    {t('detail.sleeps', { count: room.capacity })}
                  </p>
                </div>
                <div className="sm:text-right">
                  {!option ? (
                    <p className="text-sm text-slate-700">
                      {t('detail.from', { price: format(room.baseRate, { whole: true }) })}
                    </p>
                  ) : option.available && option.total && option.pricePerNight ? (
                    <>
                      <p className="tabular text-xl font-bold text-slate-900">
                        {format(option.total, { whole: true })}
                      </p>
                      <p className="text-sm text-slate-600">
                        {t('detail.perNight', { price: format(option.pricePerNight, { whole: true }) })}
                      </p>
                      {option.roomsLeft <= 3 ? (
                        <p className="text-sm font-medium text-warning-600">
                          {t('card.roomsLeft', { count: option.roomsLeft })}
                        </p>
                      ) : null}
                      {quote && request.checkIn && request.checkOut ? (
                        <div className="mt-2">
                          {renderBook(
                            {
                              type: 'hotel',
                              hotelId: hotel.id,
                              roomTypeId: room.id,
                              checkIn: request.checkIn,
                              checkOut: request.checkOut,
                              guests: quote.guests,
                              rooms: quote.rooms,
                            },
                            t('detail.reserve'),
                            t('detail.reserveLabel', { room: room.name }),
                          )}
                        </div>
                      ) : null}
                    </>
                  ) : (
                    <Badge tone="danger">{t('detail.unavailable')}</Badge>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </Container>
  );
}

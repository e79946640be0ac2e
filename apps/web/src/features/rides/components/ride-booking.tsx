import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RIDE_MAX_PASSENGERS } from '@escazo/contracts/ride-options';
import type { RideBookingResult } from '@escazo/contracts/rides';
import { Card, CardBody } from '@escazo/ui/card';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { formatPlaceTime } from '@escazo/contracts/zoned-time';
import { toast } from '@web/lib/toast.ts';
import { useRideProfile, useRideSavedCards } from '../api/account.ts';
import { useBookRide } from '../api/book-ride.ts';
import { useRideCity } from '../api/cities.ts';
import { useRideOptions } from '../api/options.ts';
import { useDefaultCity } from '../hooks/use-default-city.ts';
import { useNow } from '../hooks/use-now.ts';
import { useRideFormSync } from '../hooks/use-ride-form-sync.ts';
import { firstUnmetRule } from '../utils/booking-rules.ts';
import { optionsViewState } from '../utils/options-state.ts';
import { readPrefill } from '../utils/prefill.ts';
import {
  emptyCard,
  nothingPicked,
  rideFormSchema,
  toRideRequest,
  type Picked,
  type RideForm,
} from '../utils/ride-form.ts';
import { minutesUntil, scheduleDays } from '../utils/schedule.ts';
import { BookRideFooter } from './book-ride-footer.tsx';
import { CityField } from './city-field.tsx';
import { PassengerDetails } from './passenger-details.tsx';
import { PlaceWithShortcuts } from './place-with-shortcuts.tsx';
import { RideBookedCard } from './ride-booked-card.tsx';
import { RideOptionsList } from './ride-options-list.tsx';
import { RidePayment } from './ride-payment.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

type Props = {
  signedIn: boolean;
  /** The server has confirmed who is signed in (or that nobody is). */
  authReady: boolean;
  onSignIn: () => void;
};

const passengerCounts = Array.from({ length: RIDE_MAX_PASSENGERS }, (_, i) => i + 1);
const cardFields = ['card.holderName', 'card.number', 'card.expMonth', 'card.expYear', 'card.cvc'] as const;

/**
 * 'Book Your Ride': city, pickup and destination, now or a scheduled time, passengers, the priced
 * options, the passenger and payment, and Book Ride with the documented rules and outcomes.
 */
export function RideBooking({ signedIn, authReady, onSignIn }: Props) {
  const { t } = useTranslation('rides');
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => readPrefill(searchParams));
  const now = useNow(60_000);
  const profile = useRideProfile(signedIn);
  const cards = useRideSavedCards(signedIn);
  const defaultCity = useDefaultCity(
    prefill.city,
    profile.data?.location ?? '',
    authReady && (!signedIn || !profile.isPending),
  );
  const book = useBookRide();
  const [booked, setBooked] = useState<RideBookingResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per booking attempt: kept when the request never reached the server, renewed once it answered.
  const idempotencyKey = useRef<string | null>(null);
  const bookedHeading = useRef<HTMLDivElement>(null);

  const {
    control,
    register,
    setValue,
    getValues,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RideForm>({
    resolver: zodResolver(rideFormSchema),
    mode: 'onTouched',
    defaultValues: {
      city: nothingPicked,
      pickup: { id: null, text: prefill.pickup },
      destination: { id: null, text: prefill.destination },
      mode: prefill.schedule ? 'schedule' : 'now',
      day: '',
      slot: '',
      passengers: prefill.passengers,
      optionId: null,
      method: '',
      card: emptyCard,
      saveCard: false,
    },
  });
  const [city, pickup, destination, mode, day, slot, passengers, optionId, method] = useWatch({
    control,
    name: ['city', 'pickup', 'destination', 'mode', 'day', 'slot', 'passengers', 'optionId', 'method'],
  });
  const cityDetail = useRideCity(city.id);
  const timeZone = cityDetail.data?.timeZone ?? null;
  const days = useMemo(
    () => (timeZone ? scheduleDays(now, timeZone, { today: t('book.today'), tomorrow: t('book.tomorrow') }) : []),
    [now, timeZone, t],
  );

  // Before a time is chosen on the Schedule tab the options are priced for the next pickup time, so
  // a ride type can be chosen first and the date asked for last.
  const firstDay = days.find((d) => d.key === day && d.slots.length > 0) ?? days.find((d) => d.slots.length > 0);
  const nextSlot = firstDay
    ? { iso: firstDay.slots[0]!.iso, label: `${firstDay.label}, ${firstDay.slots[0]!.label}` }
    : null;
  const when = mode === 'now' ? 'now' : slot || nextSlot?.iso || null;
  const pricedForNextSlot = mode === 'schedule' && !slot && nextSlot !== null;
  // Places belong to the city: while the city is being changed, none counts as picked.
  const placesPicked = city.id !== null && pickup.id !== null && destination.id !== null;
  const ready = placesPicked && when !== null;
  const options = useRideOptions(
    ready ? { city: city.id!, pickup: pickup.id!, destination: destination.id!, when: when!, passengers } : null,
  );

  useRideFormSync(
    { getValues, setValue },
    {
      defaultCity: defaultCity.data,
      // Cards that could not be loaded leave the new-card form.
      cards: cards.data?.paymentMethods ?? (cards.isError ? [] : undefined),
      city: cityDetail.data,
      days,
      prefillDate: prefill.date,
      options: options.data?.options,
      texts: [pickup.text, destination.text],
    },
  );

  const rule = firstUnmetRule({
    pickupId: placesPicked ? pickup.id : null,
    destinationId: destination.id,
    optionId,
    mode,
    slot: slot || null,
  });
  const optionsState = optionsViewState({ placesPicked, timeChosen: when !== null, query: options });

  const pickCity = (value: Picked) => {
    const changed = value.id !== getValues('city').id;
    setValue('city', value);
    if (changed && value.id !== null) {
      // Places and local times belong to one city.
      setValue('pickup', nothingPicked);
      setValue('destination', nothingPicked);
      setValue('day', '');
      setValue('slot', '');
      setValue('optionId', null);
    }
  };
  const pickPlace = (field: 'pickup' | 'destination', value: Picked) => {
    setValue(field, value);
    setFailure(null);
  };

  const onSubmit = handleSubmit((values) => {
    if (
      !values.city.id ||
      firstUnmetRule({
        pickupId: values.pickup.id,
        destinationId: values.destination.id,
        optionId: values.optionId,
        mode: values.mode,
        slot: values.slot || null,
      })
    )
      return;
    setFailure(null);
    idempotencyKey.current ??= crypto.randomUUID();
    book.mutate(
      { request: toRideRequest(values), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (ride) => {
          idempotencyKey.current = null;
          const scheduled = values.mode === 'schedule';
          toast.success(t('success.toastTitle'), {
            description: scheduled
              ? t('success.toastBodyLater', {
                  id: ride.id,
                  time: formatPlaceTime(ride.estimatedArrival, ride.clock.timeZone, ride.clock.city),
                })
              : t('success.toastBodyNow', { id: ride.id, minutes: minutesUntil(ride.estimatedArrival, new Date()) }),
          });
          setBooked(ride);
          setValue('pickup', nothingPicked);
          setValue('destination', nothingPicked);
          setValue('day', '');
          setValue('slot', '');
          setValue('optionId', null);
          requestAnimationFrame(() => bookedHeading.current?.focus());
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status !== 0) idempotencyKey.current = null;
          if (err instanceof ApiError && err.code === 'RIDE_OPTION_UNAVAILABLE') {
            setFailure(t('errors.unavailable'));
            void options.refetch();
            return;
          }
          applyFieldErrors(err, setError, cardFields);
          setFailure(t('errors.failed'));
          toast.error(t('errors.toastTitle'), {
            description: err instanceof ApiError && err.message ? err.message : t('errors.toastFallback'),
          });
        },
      },
    );
  });

  const cityName = cityDetail.data?.name ?? city.text;
  return (
    <div className="space-y-6">
      {booked ? <RideBookedCard ride={booked} headingRef={bookedHeading} /> : null}
      <form noValidate onSubmit={onSubmit} aria-labelledby="book-ride-title">
        <Card>
          <CardBody className="space-y-8">
            <div className="space-y-5">
              <h2 id="book-ride-title" className="text-2xl font-bold text-slate-900">
                {t('book.title')}
              </h2>
              <Tabs value={mode} onValueChange={(value) => setValue('mode', value === 'schedule' ? 'schedule' : 'now')}>
                <TabsList aria-label={t('book.modesLabel')}>
                  <TabsTrigger value="now">{t('book.now')}</TabsTrigger>
                  <TabsTrigger value="schedule">{t('book.schedule')}</TabsTrigger>
                </TabsList>
                <div className="mt-5 grid gap-4 sm:grid-cols-2">
                  <Field label={t('book.city')}>
                    <CityField value={city} onChange={pickCity} />
                  </Field>
                  <Field label={t('book.passengers')}>
                    <Select
                      name="passengers"
                      value={passengers}
                      onChange={(e) => setValue('passengers', Number(e.target.value))}
                    >
                      {passengerCounts.map((n) => (
                        <option key={n} value={n}>
                          {t('book.passengerCount', { count: n })}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <PlaceWithShortcuts
                    name="pickup"
                    cityId={city.id}
                    city={cityDetail.data}
                    cityName={cityName}
                    value={pickup}
                    onChange={(v) => pickPlace('pickup', v)}
                  />
                  <PlaceWithShortcuts
                    name="destination"
                    cityId={city.id}
                    city={cityDetail.data}
                    cityName={cityName}
                    value={destination}
                    onChange={(v) => pickPlace('destination', v)}
                  />
                </div>
                <TabsContent value="now" className="mt-4">
                  <p className="text-sm text-slate-700">{t('book.nowHint')}</p>
                </TabsContent>
                <TabsContent value="schedule" className="mt-4">
                  <ScheduleFields
                    days={days}
                    day={day}
                    slot={slot}
                    disabled={timeZone === null}
                    hint={
                      timeZone && cityDetail.data
                        ? t('book.timeZoneHint', { city: cityDetail.data.name, zone: timeZone })
                        : undefined
                    }
                    onDayChange={(value) => {
                      setValue('day', value);
                      setValue('slot', '');
                    }}
                    onSlotChange={(value) => setValue('slot', value)}
                  />
                </TabsContent>
              </Tabs>
            </div>

            <RideOptionsList
              state={optionsState}
              pricedAt={pricedForNextSlot ? nextSlot.label : null}
              data={options.data}
              error={options.error}
              selectedId={optionId}
              passengers={passengers}
              onToggle={(id) => {
                setValue('optionId', getValues('optionId') === id ? null : id);
                setFailure(null);
              }}
              onRetry={() => void options.refetch()}
            />

            {signedIn ? (
              <>
                <PassengerDetails profile={profile.data} loading={profile.isPending} />
                {cards.isPending && cards.fetchStatus !== 'idle' ? (
                  <p role="status" className="text-sm text-slate-600">
                    {t('payment.loading')}
                  </p>
                ) : (
                  <RidePayment
                    cards={cards.data?.paymentMethods ?? []}
                    method={method}
                    register={register}
                    control={control}
                    errors={errors}
                  />
                )}
              </>
            ) : null}

            <BookRideFooter
              signedIn={signedIn}
              rule={rule}
              pending={book.isPending}
              failure={failure}
              onSignIn={onSignIn}
            />
          </CardBody>
        </Card>
      </form>
    </div>
  );
}

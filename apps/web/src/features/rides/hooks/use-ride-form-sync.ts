import { useEffect, useRef } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { PaymentMethod } from '@escazo/contracts/account';
import type { RideCityDetail, RideCitySummary, RideOption } from '@escazo/contracts/rides';
import { NEW_CARD, type RideForm } from '../utils/ride-form.ts';
import type { ScheduleDay } from '../utils/schedule.ts';

type Form = { getValues: UseFormGetValues<RideForm>; setValue: UseFormSetValue<RideForm> };

type Sources = {
  defaultCity: RideCitySummary | null | undefined;
  /** undefined while loading; [] when there are none or they could not be loaded. */
  cards: PaymentMethod[] | undefined;
  city: RideCityDetail | undefined;
  days: ScheduleDay[];
  prefillDate: string | null;
  options: RideOption[] | undefined;
  /** The typed texts: a change may name a popular location. */
  texts: [string, string];
};

/**
 * Keeps the booking form in step with what the server says: the default city, the preselected
 * card, text naming a popular location, the home search's date, times that have passed, and a
 * selection the current options no longer offer.
 */
export function useRideFormSync(
  { getValues, setValue }: Form,
  { defaultCity, cards, city, days, prefillDate, options, texts }: Sources,
) {
  // The default city, once known, unless the traveller has already typed one.
  useEffect(() => {
    const current = getValues('city');
    if (defaultCity && current.id === null && current.text === '')
      setValue('city', { id: defaultCity.id, text: defaultCity.name });
  }, [defaultCity, getValues, setValue]);

  // A saved card (the default one first) is preselected; without cards, a new card.
  useEffect(() => {
    if (!cards || getValues('method') !== '') return;
    setValue('method', (cards.find((c) => c.isDefault) ?? cards[0])?.id ?? NEW_CARD);
  }, [cards, getValues, setValue]);

  // Text naming a popular location of the city ('Airport', 'Downtown', as the home search sends it) is that place.
  const [pickupText, destinationText] = texts;
  useEffect(() => {
    const shortcuts = city?.shortcuts;
    if (!shortcuts) return;
    for (const field of ['pickup', 'destination'] as const) {
      const value = getValues(field);
      if (value.id !== null) continue;
      const match = shortcuts.find((s) => s.placeId && s.label.toLowerCase() === value.text.trim().toLowerCase());
      if (match?.placeId) setValue(field, { id: match.placeId, text: value.text.trim() });
    }
  }, [city, pickupText, destinationText, getValues, setValue]);

  // The home search's date preselects that day once the city's days are known; a time that is
  // no longer bookable (too soon now) is dropped.
  const prefilledDay = useRef(false);
  useEffect(() => {
    if (days.length === 0) return;
    if (!prefilledDay.current) {
      prefilledDay.current = true;
      if (prefillDate && getValues('day') === '' && days.some((d) => d.key === prefillDate && d.slots.length > 0))
        setValue('day', prefillDate);
    }
    const slot = getValues('slot');
    if (slot && !days.some((d) => d.slots.some((s) => s.iso === slot))) setValue('slot', '');
  }, [days, prefillDate, getValues, setValue]);

  // A selection the new options no longer offer (unavailable now, or too small) is dropped.
  useEffect(() => {
    const current = getValues('optionId');
    if (options && current && !options.some((o) => o.id === current && o.availability !== 'unavailable'))
      setValue('optionId', null);
  }, [options, getValues, setValue]);
}

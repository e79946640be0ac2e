import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rideTypes, type RideType } from '@escazo/contracts/ride-options';
import type { DriverOnlineRequest } from '@escazo/contracts/rides';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { useDebouncedValue } from '@web/features/search/hooks/use-debounced-value.ts';
import { useRideCities } from '../../api/cities.ts';
import { ridePlacesQueryOptions } from '../../api/places.ts';
import { Combobox, type ComboboxItem } from '@web/components/forms/combobox.tsx';

type Picked = { id: string; name: string };
type Props = { pending: boolean; onSubmit: (request: DriverOnlineRequest) => void };

/** Where the driver waits (a city, then one of its places) and the ride type the vehicle serves. */
export function GoOnlineForm({ pending, onSubmit }: Props) {
  const { t } = useTranslation('driver-console');
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<Picked | null>(null);
  const [cityOpen, setCityOpen] = useState(false);
  const [placeText, setPlaceText] = useState('');
  const [place, setPlace] = useState<Picked | null>(null);
  const [placeOpen, setPlaceOpen] = useState(false);
  const [vehicleType, setVehicleType] = useState<RideType>('economy');
  const [submitted, setSubmitted] = useState(false);

  const cityQuery = useDebouncedValue(city ? '' : cityText.trim(), 200);
  const cities = useRideCities(cityQuery, cityOpen && !city);
  const placeQuery = useDebouncedValue(place ? '' : placeText.trim(), 200);
  // An empty text lists the city's centre, airports and landmarks: somewhere to start from.
  const places = useQuery({
    ...ridePlacesQueryOptions(city?.id ?? '', placeQuery),
    enabled: placeOpen && !place && city !== null,
    placeholderData: keepPreviousData,
  });

  const citySuggestions = city
    ? []
    : (cities.data?.cities ?? []).map((c) => ({ id: c.id, label: c.name, sublabel: c.country }));
  const placeSuggestions = place
    ? []
    : (places.data?.places ?? []).map((p) => ({ id: p.id, label: p.name, sublabel: t(`placeKinds.${p.kind}`) }));

  const pickCity = ({ id }: ComboboxItem) => {
    const found = cities.data?.cities.find((c) => c.id === id);
    if (!found) return;
    setCity({ id: found.id, name: found.name });
    setCityText(found.name);
    setPlace(null);
    setPlaceText('');
  };
  const pickPlace = ({ id }: ComboboxItem) => {
    const found = places.data?.places.find((p) => p.id === id);
    if (!found) return;
    setPlace({ id: found.id, name: found.name });
    setPlaceText(found.name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (city && place) onSubmit({ cityId: city.id, placeId: place.id, vehicleType });
  };

  return (
    <Card>
      <CardBody>
        <h2 id="go-online-heading" className="text-lg font-bold text-slate-900">
          {t('online.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('online.lead')}</p>
        <form noValidate onSubmit={submit} aria-labelledby="go-online-heading" className="mt-5 space-y-4">
          <Field label={t('online.city')} error={submitted && !city ? t('online.cityRequired') : undefined}>
            <Combobox
              text={cityText}
              onTextChange={(text) => {
                setCityText(text);
                setCity(null);
                setPlace(null);
                setPlaceText('');
              }}
              items={citySuggestions}
              onPick={pickCity}
              onOpenChange={setCityOpen}
              listLabel={t('online.cities')}
              busy={cities.isFetching}
              placeholder={t('online.cityPlaceholder')}
            />
          </Field>
          <Field
            label={t('online.place')}
            hint={city ? undefined : t('online.placeHint')}
            error={submitted && city && !place ? t('online.placeRequired') : undefined}
          >
            <Combobox
              text={placeText}
              onTextChange={(text) => {
                setPlaceText(text);
                setPlace(null);
              }}
              items={placeSuggestions}
              onPick={pickPlace}
              onOpenChange={setPlaceOpen}
              listLabel={t('online.places')}
              busy={places.isFetching}
              disabled={!city}
              placeholder={t('online.placePlaceholder')}
            />
          </Field>
          <Field label={t('online.vehicleType')}>
            <Select value={vehicleType} onChange={(event) => setVehicleType(event.target.value as RideType)}>
              {rideTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`vehicleTypes.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" disabled={pending}>
            {pending ? t('online.submitting') : t('online.submit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

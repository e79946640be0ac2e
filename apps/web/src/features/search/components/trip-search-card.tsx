import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Car, Hotel, Plane, Search, Ship, type LucideIcon } from 'lucide-react';
import { flightClasses, type FlightClass } from '@escazo/contracts/home-search';
import { cruiseRegionNames, cruiseRegions } from '@escazo/contracts/search-cruises';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { toast } from '@web/lib/toast.ts';
import { placeFromText } from '../utils/place.ts';
import {
  tripGuestOptions,
  tripSearchFromUrl,
  tripSearchTabs,
  tripSearchUrl,
  type TripSearch,
  type TripSearchTab,
} from '../utils/trip-search.ts';
import { PlaceAutocomplete } from './place-autocomplete.tsx';

const icons: Record<TripSearchTab, LucideIcon> = { flights: Plane, hotels: Hotel, cars: Car, cruises: Ship };

/** The region the destination names (any letter case), or '' when it names none. */
const cruiseRegionValue = (text: string) =>
  Object.values(cruiseRegionNames).find((name) => name.toLowerCase() === text.trim().toLowerCase()) ?? '';

/** Search & Book: 'Plan Your Perfect Trip'. Search goes to /{tab} with every field in the query string. */
export function TripSearchCard() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TripSearchTab>('flights');
  const [values, setValues] = useState<TripSearch>(() => tripSearchFromUrl(params));
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Partial<TripSearch>) => setValues((v) => ({ ...v, ...p }));
  const flights = tab === 'flights';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.destination.label.trim()) {
      setError(t('trip.destinationRequired'));
      toast.error(t('trip.destinationRequired'), { description: t('trip.destinationRequiredBody') });
      return;
    }
    setError(null);
    void navigate(tripSearchUrl(tab, values));
  };

  return (
    <Card raised>
      <CardBody className="sm:p-8">
        <h2 id="trip-search-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('trip.title')}
        </h2>
        <Tabs value={tab} onValueChange={(v) => setTab(v as TripSearchTab)} className="mt-5">
          <TabsList aria-label={t('trip.tabsLabel')} className="mb-6 grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
            {tripSearchTabs.map((key) => {
              const Icon = icons[key];
              return (
                <TabsTrigger key={key} value={key} className="px-2 sm:px-4">
                  <Icon aria-hidden="true" />
                  <span>{t(`tabs.${key}`)}</span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value={tab}>
            <form
              onSubmit={submit}
              noValidate
              aria-labelledby="trip-search-title"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            >
              {flights ? (
                <Field label={t('trip.origin')} className="lg:col-span-2">
                  <PlaceAutocomplete
                    name="origin"
                    allAirports
                    value={values.origin}
                    onChange={(origin) => patch({ origin })}
                    placeholder={t('trip.placePlaceholder')}
                  />
                </Field>
              ) : null}
              <Field
                label={t('trip.destination')}
                className={flights ? 'lg:col-span-2' : 'sm:col-span-2 lg:col-span-4'}
                error={error ?? undefined}
              >
                {tab === 'cruises' ? (
                  // Cruises sail to regions: the region's name is what /cruises reads.
                  <Select
                    name="destination"
                    value={cruiseRegionValue(values.destination.label)}
                    onChange={(e) => patch({ destination: placeFromText(e.target.value) })}
                  >
                    <option value="">{t('trip.cruiseRegionPlaceholder')}</option>
                    {cruiseRegions.map((r) => (
                      <option key={r} value={cruiseRegionNames[r]}>
                        {cruiseRegionNames[r]}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <PlaceAutocomplete
                    name="destination"
                    value={values.destination}
                    onChange={(destination) => patch({ destination })}
                    kinds={flights ? undefined : ['city']}
                    allAirports={flights}
                    placeholder={t(flights ? 'trip.placePlaceholder' : 'trip.cityPlaceholder')}
                  />
                )}
              </Field>
              <Field label={t('trip.checkIn')}>
                <DateInput name="checkIn" value={values.checkIn} onChange={(e) => patch({ checkIn: e.target.value })} />
              </Field>
              <Field label={t('trip.checkOut')}>
                <DateInput
                  name="checkOut"
                  value={values.checkOut}
                  min={values.checkIn || undefined}
                  onChange={(e) => patch({ checkOut: e.target.value })}
                />
              </Field>
              <Field label={t('trip.guests')}>
                <Select name="guests" value={values.guests} onChange={(e) => patch({ guests: Number(e.target.value) })}>
                  {tripGuestOptions.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </Field>
              {flights ? (
                <Field label={t('trip.class')}>
                  <Select
                    name="class"
                    value={values.class}
                    onChange={(e) => patch({ class: e.target.value as FlightClass })}
                  >
                    {flightClasses.map((c) => (
                      <option key={c} value={c}>
                        {t(`classes.${c}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : null}
              <div className="flex items-end sm:col-span-2 lg:col-span-4 lg:justify-end">
                <Button type="submit" size="lg" className="w-full lg:w-auto">
                  <Search aria-hidden="true" />
                  {t('trip.submit', { tab: t(`tabs.${tab}`) })}
                </Button>
              </div>
            </form>
          </TabsContent>
        </Tabs>
      </CardBody>
    </Card>
  );
}

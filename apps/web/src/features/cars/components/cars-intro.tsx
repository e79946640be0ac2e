import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CalendarX, Headset } from 'lucide-react';
import { FREE_CANCELLATION_HOURS } from '@escazo/contracts/bookings';
import { carCategories, carDailyPriceRanges } from '@escazo/contracts/search-cars';
import { InfoCards, IntroSection } from '../../search/components/intro-section.tsx';
import { addDays } from '@escazo/contracts/dates';
import { dayFromToday } from '../../search/utils/dates.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

/** Popular rental destinations: each opens a three-day airport rental a week ahead. */
const destinations = [
  { iata: 'LAX', city: 'Los Angeles' },
  { iata: 'MIA', city: 'Miami' },
  { iata: 'LAS', city: 'Las Vegas' },
  { iata: 'MCO', city: 'Orlando' },
  { iata: 'LHR', city: 'London' },
  { iata: 'CDG', city: 'Paris' },
] as const;
const benefits = [
  { key: 'cancel', Icon: CalendarX },
  { key: 'price', Icon: BadgeCheck },
  { key: 'support', Icon: Headset },
] as const;
const partners = [
  'Northwind Rentals',
  'Coastline Car Hire',
  'Summit Auto Rental',
  'Metro Wheels',
  'Bluebird Rent-a-Car',
  'Horizon Drive',
  'Evergreen Car Hire',
  'Keystone Motors Rental',
];

/** Cars page content: the six categories with their daily price ranges, destinations, benefits, partners. */
export function CarsIntro() {
  const { t } = useTranslation('cars');
  const format = useFormatMoney();
  // The documented ranges are whole US dollars, shown in the display currency.
  const dollars = (value: number) => format({ amount: value * 100, currency: 'USD' });
  const pickupDate = dayFromToday(7);
  const dropoffDate = addDays(pickupDate, 3);
  return (
    <div className="space-y-14">
      <IntroSection id="car-categories" title={t('intro.categories')}>
        <InfoCards
          className="sm:grid-cols-2 lg:grid-cols-3"
          items={carCategories.map((c) => ({
            key: c,
            title: t(`categories.${c}.name`),
            text: t(`categories.${c}.description`),
            extra: (
              <p className="tabular mt-3 font-semibold text-primary-800">
                {t('intro.priceRange', {
                  min: dollars(carDailyPriceRanges[c].min),
                  max: dollars(carDailyPriceRanges[c].max),
                })}
              </p>
            ),
          }))}
        />
      </IntroSection>
      <IntroSection id="car-destinations" title={t('intro.destinations')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((d) => (
            <li key={d.iata}>
              <Link
                to={`/cars?${new URLSearchParams({ pickupLocation: d.iata, dropoffLocation: d.iata, pickupDate, dropoffDate }).toString()}`}
                className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-primary-800 hover:bg-primary-50"
              >
                {t('intro.carsIn', { city: d.city, iata: d.iata })}
              </Link>
            </li>
          ))}
        </ul>
      </IntroSection>
      <IntroSection id="car-benefits" title={t('intro.benefits')}>
        <InfoCards
          items={benefits.map(({ key, Icon }) => ({
            key,
            Icon,
            title: t(`intro.benefit.${key}.title`),
            text: t(`intro.benefit.${key}.text`, { hours: FREE_CANCELLATION_HOURS.car }),
          }))}
        />
      </IntroSection>
      <IntroSection id="car-partners" title={t('intro.partners')}>
        <ul className="flex flex-wrap gap-3">
          {partners.map((p) => (
            <li
              key={p}
              className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-800"
            >
              {p}
            </li>
          ))}
        </ul>
      </IntroSection>
    </div>
  );
}

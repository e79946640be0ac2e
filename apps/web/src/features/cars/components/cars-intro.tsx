import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CalendarX, Headset } from 'lucide-react';
import { carCategories, carDailyPriceRanges } from '@escazo/contracts/search-cars';
import { addDays, dayFromToday } from '../../search/utils/dates.ts';

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
const partners = ['Northwind Rentals', 'Coastline Car Hire', 'Summit Auto Rental', 'Metro Wheels', 'Bluebird Rent-a-Car', 'Horizon Drive', 'Evergreen Car Hire', 'Keystone Motors Rental'];

/** Cars page content: the six categories with their daily price ranges, destinations, benefits, partners. */
export function CarsIntro() {
  const { t } = useTranslation('cars');
  const pickupDate = dayFromToday(7);
  const dropoffDate = addDays(pickupDate, 3);
  return (
    <div className="space-y-14">
      <section aria-labelledby="car-categories">
        <h2 id="car-categories" className="mb-5 text-2xl font-bold text-slate-900">{t('intro.categories')}</h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {carCategories.map((c) => (
            <li key={c} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-bold text-slate-900">{t(`categories.${c}.name`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`categories.${c}.description`)}</p>
              <p className="tabular mt-3 font-semibold text-primary-800">{t('intro.priceRange', { min: carDailyPriceRanges[c].min, max: carDailyPriceRanges[c].max })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="car-destinations">
        <h2 id="car-destinations" className="mb-5 text-2xl font-bold text-slate-900">{t('intro.destinations')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((d) => (
            <li key={d.iata}>
              <Link to={`/cars?${new URLSearchParams({ pickupLocation: d.iata, dropoffLocation: d.iata, pickupDate, dropoffDate }).toString()}`} className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-primary-800 hover:bg-primary-50">
                {t('intro.carsIn', { city: d.city, iata: d.iata })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="car-benefits">
        <h2 id="car-benefits" className="mb-5 text-2xl font-bold text-slate-900">{t('intro.benefits')}</h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {benefits.map(({ key, Icon }) => (
            <li key={key} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-8 text-primary-700" />
              <h3 className="mt-3 font-bold text-slate-900">{t(`intro.benefit.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`intro.benefit.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="car-partners">
        <h2 id="car-partners" className="mb-5 text-2xl font-bold text-slate-900">{t('intro.partners')}</h2>
        <ul className="flex flex-wrap gap-3">{partners.map((p) => <li key={p} className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-800">{p}</li>)}</ul>
      </section>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgePercent, CalendarCheck, ShieldCheck } from 'lucide-react';
import { addDays, dayFromToday } from '../../search/utils/dates.ts';

/** Sample top destinations: each opens a three-night search two weeks ahead. */
const topDestinations = [
  { slug: 'paris', city: 'Paris', country: 'France' },
  { slug: 'new-york', city: 'New York', country: 'United States' },
  { slug: 'tokyo', city: 'Tokyo', country: 'Japan' },
  { slug: 'barcelona', city: 'Barcelona', country: 'Spain' },
] as const;

const benefits = [
  { key: 'price', Icon: BadgePercent },
  { key: 'cancel', Icon: CalendarCheck },
  { key: 'secure', Icon: ShieldCheck },
] as const;

export function HotelsIntro() {
  const { t } = useTranslation('hotels');
  const checkIn = dayFromToday(14);
  const checkOut = addDays(checkIn, 3);
  return (
    <div className="space-y-14">
      <section aria-labelledby="top-destinations">
        <h2 id="top-destinations" className="mb-5 text-2xl font-bold text-slate-900">{t('intro.destinations')}</h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {topDestinations.map((d) => (
            <li key={d.slug}>
              <Link
                to={`/hotels?${new URLSearchParams({ destination: `${d.city}, ${d.country}`, checkIn, checkOut }).toString()}`}
                className="block overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] hover:shadow-[var(--shadow-raised)]"
              >
                <img src={`/media/scenes/${d.slug}.svg`} alt="" width={800} height={500} loading="lazy" className="aspect-[8/5] w-full bg-primary-100 object-cover" />
                <span className="block px-4 py-3">
                  <span className="block font-bold text-slate-900">{t('intro.hotelsIn', { city: d.city })}</span>
                  <span className="block text-sm text-slate-600">{d.country}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hotel-benefits">
        <h2 id="hotel-benefits" className="mb-5 text-2xl font-bold text-slate-900">{t('intro.benefits')}</h2>
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
    </div>
  );
}

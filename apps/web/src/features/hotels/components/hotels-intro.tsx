import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgePercent, CalendarCheck, ShieldCheck } from 'lucide-react';
import { InfoCards, IntroSection } from '../../search/components/intro-section.tsx';
import { addDays } from '@escazo/contracts/dates';
import { dayFromToday } from '../../search/utils/dates.ts';
import { FREE_CANCELLATION_HOURS } from '@escazo/contracts/bookings';

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
      <IntroSection id="top-destinations" title={t('intro.destinations')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {topDestinations.map((d) => (
            <li key={d.slug}>
              <Link
                to={`/hotels?${new URLSearchParams({ destination: `${d.city}, ${d.country}`, checkIn, checkOut }).toString()}`}
                className="block overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] hover:shadow-[var(--shadow-raised)]"
              >
                <img
                  src={`/media/scenes/${d.slug}.svg`}
                  alt=""
                  width={800}
                  height={500}
                  loading="lazy"
                  className="aspect-[8/5] w-full bg-primary-100 object-cover"
                />
                <span className="block px-4 py-3">
                  <span className="block font-bold text-slate-900">{t('intro.hotelsIn', { city: d.city })}</span>
                  <span className="block text-sm text-slate-600">{d.country}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </IntroSection>
      <IntroSection id="hotel-benefits" title={t('intro.benefits')}>
        <InfoCards
          items={benefits.map(({ key, Icon }) => ({
            key,
            Icon,
            title: t(`intro.benefit.${key}.title`),
            text: t(`intro.benefit.${key}.text`, { hours: FREE_CANCELLATION_HOURS.hotel }),
          }))}
        />
      </IntroSection>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Car, CarTaxiFront, Home, Hotel, Plane, Ship, type LucideIcon } from 'lucide-react';
import { Container } from '@escazo/ui/container';
import { homeLinks } from '../utils/home-links.ts';
import { SectionHeading } from './section-heading.tsx';

// The documented grid links to /rideshare and /stays (the search tabs use /rides and /short-stays).
const services: ReadonlyArray<{ key: string; to: string; icon: LucideIcon }> = [
  { key: 'flights', to: homeLinks.flights, icon: Plane },
  { key: 'hotels', to: homeLinks.hotels, icon: Hotel },
  { key: 'cars', to: homeLinks.cars, icon: Car },
  { key: 'rideshare', to: homeLinks.rideshare, icon: CarTaxiFront },
  { key: 'stays', to: homeLinks.stays, icon: Home },
  { key: 'cruises', to: homeLinks.cruises, icon: Ship },
];

export function ServicesGrid() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-services" className="pb-4 pt-16 sm:pt-20">
      <Container>
        <SectionHeading id="home-services" title={t('services.title')} lead={t('services.lead')} />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {services.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-colors duration-150 hover:border-primary-300 hover:bg-primary-50/50"
              >
                <Icon className="size-6 text-accent-600" aria-hidden="true" />
                <span className="font-semibold text-slate-900">{t(`services.items.${key}.title`)}</span>
                <span className="text-sm text-slate-600">{t(`services.items.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

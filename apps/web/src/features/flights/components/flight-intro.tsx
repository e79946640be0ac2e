import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BadgePercent, Globe2, ShieldCheck, ArrowRight } from 'lucide-react';
import { Card, CardBody } from '@escazo/ui/card';
import { dayFromToday } from '../../search/utils/dates.ts';
import { flightsUrl, readFlightUrl } from '../utils/flight-url.ts';
import { useNetworkCounts } from '@web/lib/network-counts.ts';

/** The three popular routes the intro offers, each searched a month ahead. */
const popularRoutes = [
  { from: 'JFK', fromLabel: 'New York (JFK)', to: 'LHR', toLabel: 'London (LHR)' },
  { from: 'LAX', fromLabel: 'Los Angeles (LAX)', to: 'HND', toLabel: 'Tokyo (HND)' },
  { from: 'CDG', fromLabel: 'Paris (CDG)', to: 'FCO', toLabel: 'Rome (FCO)' },
] as const;

const blurbs = [
  { key: 'airlines', Icon: Globe2 },
  { key: 'save', Icon: BadgePercent },
  { key: 'priceMatch', Icon: ShieldCheck },
] as const;

/** Shown before a search: the marketing blurbs and the popular routes. */
export function FlightIntro() {
  const { t } = useTranslation('flights');
  const date = dayFromToday(30);
  const counts = useNetworkCounts();
  return (
    <div className="space-y-10">
      <ul className="grid gap-4 sm:grid-cols-3">
        {blurbs.map(({ key, Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <CardBody>
                <Icon aria-hidden="true" className="size-6 text-primary-700" />
                <h2 className="mt-3 font-semibold text-slate-900">{t(`intro.${key}.title`, counts)}</h2>
                <p className="mt-1 text-sm text-slate-700">{t(`intro.${key}.body`)}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="popular-routes-title">
        <h2 id="popular-routes-title" className="text-xl font-bold text-slate-900">
          {t('intro.popularTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {popularRoutes.map((route) => (
            <li key={route.from}>
              <Link
                to={flightsUrl({ ...readFlightUrl(new URLSearchParams()), ...route, date })}
                className="flex items-center justify-between gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 font-medium text-slate-900 shadow-[var(--shadow-card)] hover:border-primary-300"
              >
                <span>{route.fromLabel}</span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
                <span className="text-right">{route.toLabel}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { paths } from '@web/config/paths.ts';
import { serviceLinks } from '../utils/marketing-links.ts';

// The /menu page's groups; Help Center goes to /help-center, which shows the help centre (as /help does).
const groups = [
  {
    key: 'travel',
    links: [
      { key: 'flights', to: serviceLinks.flights },
      { key: 'hotels', to: serviceLinks.hotels },
      { key: 'shortStays', to: serviceLinks.stays },
      { key: 'cars', to: serviceLinks.cars },
      { key: 'rideshare', to: serviceLinks.rideshare },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'profile', to: paths.profile },
      { key: 'myBookings', to: paths.bookings },
      { key: 'savedPlaces', to: paths.explore },
    ],
  },
  {
    key: 'support',
    links: [
      { key: 'helpCenter', to: paths.helpCenter },
      { key: 'downloadApp', to: paths.download },
      { key: 'settings', to: paths.profile },
    ],
  },
] as const;

export function MenuGroups() {
  const { t } = useTranslation('marketing');
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {groups.map((group) => (
        <nav
          key={group.key}
          aria-labelledby={`menu-${group.key}`}
          className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
        >
          <h2 id={`menu-${group.key}`} className="px-3 text-sm font-semibold uppercase tracking-wider text-slate-600">
            {t(`menu.groups.${group.key}`)}
          </h2>
          <ul className="mt-3 space-y-1">
            {group.links.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between rounded-xl px-3 py-3 font-semibold text-slate-900 transition-colors duration-150 hover:bg-primary-50 hover:text-primary-800"
                >
                  {t(`menu.links.${link.key}`)}
                  <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

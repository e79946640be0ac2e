import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, CircleUser, House, Map, Search } from 'lucide-react';
import { cn } from '@escazo/ui/utils';
import { paths } from '@web/config/paths.ts';

const items = [
  { to: paths.home, key: 'bottomBar.home', Icon: House },
  { to: paths.search, key: 'bottomBar.search', Icon: Search },
  { to: paths.planTrip, key: 'bottomBar.planTrip', Icon: Map },
  { to: paths.myBookings, key: 'bottomBar.bookings', Icon: CalendarCheck },
  { to: paths.myProfile, key: 'bottomBar.profile', Icon: CircleUser },
] as const;

/** Signed-in phones: a fixed bottom bar (the layout pads the page so it covers nothing). */
export function MobileBottomBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map(({ to, key, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  isActive ? 'text-primary-700' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

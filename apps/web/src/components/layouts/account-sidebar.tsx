import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, LayoutDashboard, LogOut, Map, UserRoundCog } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { cn } from '@escazo/ui/utils';
import { paths } from '@web/config/paths.ts';
import { useSignOut } from '@web/lib/session/sign-out.ts';

const links = [
  { to: paths.dashboard, key: 'sidebar.dashboard', Icon: LayoutDashboard },
  { to: paths.itinerary, key: 'sidebar.itinerary', Icon: Map },
  { to: paths.bookings, key: 'sidebar.bookings', Icon: CalendarCheck },
  { to: paths.profile, key: 'sidebar.profile', Icon: UserRoundCog },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
    isActive ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * The signed-in pages' sidebar: /dashboard, /itinerary, /bookings, /profile and Sign Out. Sign Out really signs out: home, then 'Logged out' (3 s).
 */
export function AccountSidebar() {
  const { t } = useTranslation();
  const signOut = useSignOut();

  return (
    <nav
      aria-label={t('sidebar.label')}
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-2 shadow-[var(--shadow-card)] lg:sticky lg:top-24"
    >
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-5 lg:grid-cols-1">
        {links.map(({ to, key, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClass}>
              <Icon aria-hidden="true" />
              {t(key)}
            </NavLink>
          </li>
        ))}
        <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <Button
            variant="ghost"
            className="h-auto w-full justify-start gap-3 rounded-xl px-3 py-2.5 text-slate-700"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" />
            {t('sidebar.signOut')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/** A signed-in page: the sidebar beside (phones: above) the page's own content. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Container className="py-6 sm:py-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-8">
        <aside className="lg:w-60 lg:shrink-0">
          <AccountSidebar />
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </Container>
  );
}

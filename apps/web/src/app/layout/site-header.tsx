import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';
import { paths } from '@web/config/paths.ts';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { AuthDialogLink } from '@web/features/auth/components/auth-dialog/auth-dialog-link.tsx';
import { Logo } from '@web/components/layouts/logo.tsx';
import { CurrencySwitcher } from '@web/components/currency/currency-switcher.tsx';
import { afterIdle } from '@web/lib/when-idle.ts';
import { withClassMerger } from '@web/lib/with-class-merger.ts';

// The menu (Radix dropdown) and the bell load only for signed-in visitors, once the page is idle:
// they are never part of the first paint.
const UserMenu = lazy(afterIdle(withClassMerger(() => import('@web/components/layouts/user-menu.tsx'))));
const NotificationBell = lazy(
  afterIdle(withClassMerger(() => import('@web/features/notifications/components/notification-bell.tsx'))),
);

const navLinks = [
  { to: paths.search, key: 'nav.searchAndBook' },
  { to: paths.myBookings, key: 'nav.myBookings' },
  { to: paths.deals, key: 'nav.deals' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:text-slate-900',
  );

/** Fixed header: logo, desktop nav, the bell and account buttons, and a mobile menu that toggles. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const { user } = useAuth();
  const accountFallback = <span className="inline-block h-9 w-40" />;

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={paths.home} aria-label={t('nav.homeLink')} className="rounded-lg">
            <Logo />
          </Link>
          <nav aria-label={t('nav.main')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {navLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={navClass}>
                    {t(l.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* The bell stays in the bar on every screen, next to the phone's menu button. */}
            {user ? (
              <Suspense fallback={<span className="inline-block size-9" />}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <div className="hidden items-center gap-2 md:flex">
              <CurrencySwitcher />
              {user ? (
                <Suspense fallback={accountFallback}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                <>
                  <Button asChild variant="ghost" size="sm">
                    <AuthDialogLink tab="login">{t('nav.signIn')}</AuthDialogLink>
                  </Button>
                  <Button asChild size="sm">
                    <AuthDialogLink tab="signup">{t('nav.join')}</AuthDialogLink>
                  </Button>
                </>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>
        <div id="mobile-menu" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
          <nav aria-label={t('nav.main')} className="px-4 py-3">
            {menuOpen ? <CurrencySwitcher className="mb-3" /> : null}
            <ul className="space-y-1">
              {navLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={(s) => cn(navClass(s), 'block')}>
                    {t(l.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            {user ? (
              <div className="mt-3 border-t border-slate-200 pt-3">
                {menuOpen ? (
                  <Suspense fallback={accountFallback}>
                    <UserMenu user={user} />
                  </Suspense>
                ) : null}
              </div>
            ) : (
              <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3">
                <Button asChild variant="outline">
                  <AuthDialogLink tab="login">{t('nav.signIn')}</AuthDialogLink>
                </Button>
                <Button asChild>
                  <AuthDialogLink tab="signup">{t('nav.join')}</AuthDialogLink>
                </Button>
              </div>
            )}
          </nav>
        </div>
      </header>
    </>
  );
}

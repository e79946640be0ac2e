import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from '@web/components/layouts/site-footer.tsx';
import { ScrollToTop } from '@web/components/layouts/scroll-to-top.tsx';
import { MobileBottomBar } from '@web/components/layouts/mobile-bottom-bar.tsx';
import { SiteNotice } from '@web/components/layouts/site-notice.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { AuthDialogHost } from '@web/features/auth/components/auth-dialog/auth-dialog-host.tsx';
import { paths } from '@web/config/paths.ts';
import { usePageLoading } from '../page-loads.ts';

/** The shell: fixed header, page, footer, and for signed-in phones the bottom bar. */
export function RootLayout() {
  const { t } = useTranslation();
  const pageLoading = usePageLoading();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const showBottomBar = user !== null && pathname !== paths.onboarding;
  return (
    // With the fixed bottom bar, small screens get room for it below the footer.
    <div className={showBottomBar ? 'flex min-h-dvh flex-col max-md:pb-16' : 'flex min-h-dvh flex-col'}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1 pt-16 print:pt-0" aria-busy={pageLoading || undefined}>
        <SiteNotice />
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {showBottomBar ? <MobileBottomBar /> : null}
      <AuthDialogHost />
    </div>
  );
}

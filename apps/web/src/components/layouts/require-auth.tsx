import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { Skeleton } from '@escazo/ui/skeleton';
import { paths } from '@web/config/paths.ts';
import { useAuth } from '@web/lib/session/use-auth.ts';

/** Placeholder while the server confirms the session: the page's outline, nothing it can act on. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container className="py-10" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="flex flex-col gap-8 lg:flex-row">
        <Skeleton className="h-12 w-full lg:h-72 lg:w-60" />
        <div className="flex-1 space-y-4">
          <Skeleton className="h-9 w-2/3 max-w-sm" />
          <Skeleton className="h-10 w-full max-w-md" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </Container>
  );
}

/**
 * Pages that need an account. A signed-out visitor goes to /login?redirect=<path> (the login page
 * brings them back); nothing is decided before the server has confirmed the session. A user who
 * signs out (or deletes the account) while on such a page goes home instead.
 */
export function RequireAuth() {
  const { user, confirmed } = useAuth();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (confirmed && user) wasSignedIn.current = true;
  }, [confirmed, user]);

  if (!confirmed) return <PageSkeleton />;
  if (!user) {
    if (wasSignedIn.current) return <Navigate to={paths.home} replace />;
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.loginThenBack(target)} replace />;
  }
  return <Outlet />;
}

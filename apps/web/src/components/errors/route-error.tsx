import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';

/** What a route shows when it fails to load or render: a retry and the way home. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-2 text-slate-700">{t('routeError.body')}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>{t('routeError.home')}</Link>
        </Button>
      </div>
    </Container>
  );
}

/** A route's error boundary: an error shows RouteError until the visitor goes to another path. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

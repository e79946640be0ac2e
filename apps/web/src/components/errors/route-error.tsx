import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { NotFound } from './not-found.tsx';
import { paths } from '@web/config/paths.ts';

/** A route's error boundary: a 404 response shows Page Not Found, anything else a retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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

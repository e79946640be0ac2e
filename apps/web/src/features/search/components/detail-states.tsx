import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { Skeleton } from '@escazo/ui/skeleton';
import { ApiError } from '@web/lib/api-client.ts';

/** An offer or detail page while it loads: title, picture and facts placeholders. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <Container className="space-y-6 py-10" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-40 w-full" />
    </Container>
  );
}

type ErrorProps = {
  error: unknown;
  /** Said when the server answers 404 (the item is unknown or gone). */
  notFound: string;
  /** Said for any other failure, with Try Again. */
  failed: string;
  onRetry: () => void;
  back: { to: string; label: string };
};

/** An offer or detail page that could not load: gone (404), or failed with Try Again; always a way back. */
export function DetailError({ error, notFound, failed, onRetry, back }: ErrorProps) {
  const { t } = useTranslation('search');
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Container className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{missing ? notFound : failed}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        {missing ? null : <Button onClick={onRetry}>{t('states.retry')}</Button>}
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </Container>
  );
}

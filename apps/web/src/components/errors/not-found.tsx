import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';

/** Page Not Found: for unknown paths and for unknown items under a known path. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-7xl font-extrabold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-700">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.help}>{t('notFound.help')}</Link>
        </Button>
      </div>
    </Container>
  );
}

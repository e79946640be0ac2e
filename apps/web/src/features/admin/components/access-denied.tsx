import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldX } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';

/** A signed-in user without admin rights; the server has logged the attempt. */
export function AccessDenied() {
  const { t } = useTranslation('admin');
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-md text-center">
        <span className="mx-auto grid size-14 place-content-center rounded-full bg-danger-50 text-danger-600">
          <ShieldX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('access.deniedTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('access.deniedBody')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('access.deniedLogged')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>{t('access.goHome')}</Link>
        </Button>
      </div>
    </Container>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn, Sparkles } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';

/** A signed-out visitor is asked to sign in and comes back here; nothing is loaded for them. */
export function SignedOutPrompt() {
  const { t } = useTranslation('recommendations');
  return (
    <Card className="mx-auto max-w-2xl">
      <CardBody className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span className="grid size-14 place-content-center rounded-full bg-primary-50 text-primary-700">
          <Sparkles aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('signedOut.title')}</h1>
        <p className="max-w-md text-slate-700">{t('signedOut.body')}</p>
        <Button asChild size="lg">
          <Link to={paths.loginThenBack(paths.recommendations)}>
            <LogIn aria-hidden="true" />
            {t('signedOut.signIn')}
          </Link>
        </Button>
      </CardBody>
    </Card>
  );
}

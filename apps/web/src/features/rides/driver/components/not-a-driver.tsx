import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Car } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';

/** A signed-in user without an approved driver application: what the console is and how to get there. */
export function NotADriver() {
  const { t } = useTranslation('driver-console');
  return (
    <div className="mx-auto max-w-md py-8 text-center">
      <span className="mx-auto grid size-14 place-content-center rounded-full bg-primary-50 text-primary-700">
        <Car className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('notDriver.title')}</h2>
      <p className="mt-3 text-slate-700">{t('notDriver.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.drivers}>{t('notDriver.learnMore')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.application}>{t('notDriver.apply')}</Link>
        </Button>
      </div>
    </div>
  );
}

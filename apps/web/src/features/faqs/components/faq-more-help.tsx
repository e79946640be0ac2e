import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';

/** Where to go when the FAQs did not answer the question. */
export function FaqMoreHelp() {
  const { t } = useTranslation('faqs');
  return (
    <Card className="bg-primary-50/60">
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t('moreHelp.title')}</h2>
          <p className="mt-1 text-slate-700">{t('moreHelp.body')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.help}>{t('moreHelp.help')}</Link>
          </Button>
          <Button asChild>
            <Link to={paths.contact}>{t('moreHelp.contact')}</Link>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

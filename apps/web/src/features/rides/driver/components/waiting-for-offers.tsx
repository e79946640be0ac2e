import { useTranslation } from 'react-i18next';
import { Radar } from 'lucide-react';
import { Card, CardBody } from '@escazo/ui/card';

/** Online with no ride: offers will appear here (the console asks every few seconds). */
export function WaitingForOffers() {
  const { t } = useTranslation('driver-console');
  return (
    <Card>
      <CardBody className="flex gap-4">
        <span className="grid size-11 shrink-0 place-content-center rounded-full bg-primary-50 text-primary-700">
          <Radar className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t('waiting.heading')}</h2>
          <p className="mt-1 text-sm text-slate-700">{t('waiting.body')}</p>
        </div>
      </CardBody>
    </Card>
  );
}

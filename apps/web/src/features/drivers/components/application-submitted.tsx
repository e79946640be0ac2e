import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button } from '@escazo/ui/button';

type Props = { firstName: string; email: string; applicationId: string; onReturn: () => void };

/** Shown in place of the form once the server has stored the application. */
export function ApplicationSubmitted({ firstName, email, applicationId, onReturn }: Props) {
  const { t } = useTranslation('drivers');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span
        className="grid size-14 place-content-center rounded-full bg-primary-50 text-success-600"
        aria-hidden="true"
      >
        <CircleCheck className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900 focus:outline-none">
        {t('application.submittedHeading')}
      </h2>
      <p className="mt-3 max-w-lg text-slate-700">{t('application.submittedText', { firstName, email })}</p>
      <p className="tabular mt-2 text-sm text-slate-600">
        {t('application.submittedReference', { id: applicationId })}
      </p>
      <Button className="mt-8" variant="outline" size="lg" onClick={onReturn}>
        {t('application.returnToForm')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@escazo/ui/card';
import { Container, PageHeader } from '@escazo/ui/container';
import { ApplicationForm } from '@web/features/drivers/components/application-form.tsx';
import { ApplicationSteps } from '@web/features/drivers/components/application-steps.tsx';
import { ApplicationSubmitted } from '@web/features/drivers/components/application-submitted.tsx';

type Submitted = { id: string; firstName: string; email: string };

export default function ApplicationPage() {
  const { t } = useTranslation('drivers');
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  return (
    <>
      <PageHeader title={t('application.title')} lead={t('application.lead')} />
      <Container className="space-y-12 pb-20">
        <ApplicationSteps />
        <Card className="mx-auto max-w-4xl">
          <CardBody className="sm:p-8">
            {submitted ? (
              <ApplicationSubmitted
                firstName={submitted.firstName}
                email={submitted.email}
                applicationId={submitted.id}
                onReturn={() => setSubmitted(null)}
              />
            ) : (
              <>
                <h2 id="application-form-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
                  {t('application.formHeading')}
                </h2>
                <ApplicationForm
                  onSubmitted={(receipt, a) => setSubmitted({ id: receipt.id, firstName: a.firstName, email: a.email })}
                />
              </>
            )}
          </CardBody>
        </Card>
      </Container>
    </>
  );
}

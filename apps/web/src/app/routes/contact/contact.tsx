import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@escazo/ui/card';
import { Container, PageHeader } from '@escazo/ui/container';
import { ContactForm } from '@web/features/contact/components/contact-form.tsx';
import { ContactMethods } from '@web/features/contact/components/contact-methods.tsx';
import { OfficeList } from '@web/features/contact/components/office-list.tsx';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="space-y-16 pb-20">
        <ContactMethods />
        <Card>
          <CardBody className="sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('form.heading')}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">{t('form.lead')}</p>
            <ContactForm />
          </CardBody>
        </Card>
        <OfficeList />
      </Container>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container, PageHeader } from '@escazo/ui/container';
import { CheckoutView } from '@web/features/bookings/components/checkout-view.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('documentTitle'));
  const { offerId = '' } = useParams();
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('title')} />
      <Container className="pb-20">
        <CheckoutView key={offerId} offerId={offerId} email={user?.email ?? ''} />
      </Container>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container, PageHeader } from '@escazo/ui/container';
import { useProfile } from '@web/features/account/api/get-profile.ts';
import { CheckoutView } from '@web/features/bookings/components/checkout-view.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { offerId = '' } = useParams();
  const { user } = useAuth();
  // The form starts with the traveller's own name and phone; without a profile, with the e-mail alone.
  const profile = useProfile();
  const contact = profile.isPending
    ? null
    : {
        email: user?.email ?? '',
        phone: profile.data?.phone ?? '',
        firstName: profile.data?.firstName ?? '',
        lastName: profile.data?.lastName ?? '',
      };
  return (
    <>
      <PageHeader title={t('title')} />
      <Container className="pb-20">
        <CheckoutView key={offerId} offerId={offerId} contact={contact} />
      </Container>
    </>
  );
}

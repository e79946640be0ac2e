import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { RideBooking } from '@web/features/rides/components/ride-booking.tsx';
import { RidesFaq } from '@web/features/rides/components/rides-faq.tsx';
import { WhyRideshare } from '@web/features/rides/components/why-rideshare.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { openAuthDialog } from '@web/features/auth/hooks/use-auth-dialog.ts';

/** /rides and /rideshare: book an EV ride now or scheduled, why ride with us, and ride FAQs. */
export default function RidesPage() {
  const { t } = useTranslation('rides');
  const { isAuthenticated, confirmed } = useAuth();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="space-y-16 pb-20">
        <div className="mx-auto max-w-4xl">
          <RideBooking signedIn={isAuthenticated} authReady={confirmed} onSignIn={() => openAuthDialog('login')} />
        </div>
        <WhyRideshare />
        <div className="mx-auto max-w-4xl">
          <RidesFaq />
        </div>
      </Container>
    </>
  );
}

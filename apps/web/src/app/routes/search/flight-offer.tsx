import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { flightOfferRequestSchema } from '@escazo/contracts/search-flights';
import { Container, PageHeader } from '@escazo/ui/container';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';
import { FlightOfferDetail } from '@web/features/flights/components/flight-offer-detail.tsx';
import { paths } from '@web/config/paths.ts';

export default function FlightOfferPage() {
  const { t } = useTranslation('flights');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const parsed = flightOfferRequestSchema.safeParse(Object.fromEntries(params));
  const request = parsed.success ? parsed.data : flightOfferRequestSchema.parse({});
  const back = (location.state as { back?: unknown } | null)?.back;
  return (
    <>
      <PageHeader title={t('offer.title')} />
      <Container className="pb-20">
        <FlightOfferDetail
          id={id}
          request={request}
          backHref={typeof back === 'string' && back.startsWith('/flights') ? back : paths.flights}
          renderBook={(offer, label) => (
            <CheckoutBookButton request={offer} className="w-full">
              {label}
            </CheckoutBookButton>
          )}
        />
      </Container>
    </>
  );
}

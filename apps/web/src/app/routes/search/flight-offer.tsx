import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { flightOfferRequestSchema } from '@escazo/contracts/search-flights';
import { Container, PageHeader } from '@escazo/ui/container';
import { CheckoutBookButton } from '@web/features/bookings/components/checkout-book-button.tsx';
import { FlightOfferDetail } from '@web/features/flights/components/flight-offer-detail.tsx';
import { paths } from '@web/config/paths.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function FlightOfferPage() {
  const { t } = useTranslation('flights');
  const [params] = useSearchParams();
  const roundTrip = Boolean(params.get('return'));
  // The route's title names a flight; a round trip's page says it is one.
  useDocumentTitle(roundTrip ? t('offer.roundTripTitle') : t('offer.title'));
  const { id = '' } = useParams();
  const location = useLocation();
  const parsed = flightOfferRequestSchema.safeParse(Object.fromEntries(params));
  const request = parsed.success ? parsed.data : flightOfferRequestSchema.parse({});
  const back = (location.state as { back?: unknown } | null)?.back;
  // A round trip's offer page names its return too.
  const returnId = params.get('return')?.trim() || undefined;
  return (
    <>
      <PageHeader title={roundTrip ? t('offer.roundTripTitle') : t('offer.title')} />
      <Container className="pb-20">
        <FlightOfferDetail
          id={id}
          request={request}
          returnId={returnId}
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

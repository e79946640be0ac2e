import { useParams } from 'react-router';
import { Container } from '@escazo/ui/container';
import { SharedItineraryView } from '@web/features/itinerary/components/shared-itinerary-view.tsx';

export default function SharedItineraryPage() {
  const { token = '' } = useParams();
  return (
    <Container className="py-10 pb-20">
      <SharedItineraryView key={token} token={token} />
    </Container>
  );
}

import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { SharedItineraryView } from '@web/features/itinerary/components/shared-itinerary-view.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function SharedItineraryPage() {
  const { t } = useTranslation('itinerary');
  const { token = '' } = useParams();
  useDocumentTitle(t('shared.title'));
  return (
    <Container className="py-10 pb-20">
      <SharedItineraryView key={token} token={token} />
    </Container>
  );
}

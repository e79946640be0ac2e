import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container, PageHeader } from '@escazo/ui/container';
import { RideView } from '@web/features/rides/components/ride-view.tsx';

/** /rides/:id (signed in): one ride, live. */
export default function RidePage() {
  const { t } = useTranslation('rides');
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={t('ride.title', { id })} />
      <Container className="pb-20">
        <div className="mx-auto max-w-5xl">
          <RideView key={id} id={id} />
        </div>
      </Container>
    </>
  );
}

import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDestination } from '@web/features/planner/api/destinations.ts';
import { GuideView } from '@web/features/planner/components/guide/guide-view.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

/** The tab title: the destination's own name once loaded, Page Not Found for an unknown one. */
function useGuideTitle(name: string): string {
  const { t } = useTranslation(['planner', 'common']);
  const destination = useDestination(name);
  if (destination.data) return t('guide.documentTitle', { name: destination.data.name });
  if (destination.error instanceof ApiError && destination.error.status === 404) return t('common:notFound.title');
  return t('guide.documentTitleLoading');
}

export default function DestinationGuidePage() {
  const { destination = '' } = useParams();
  useDocumentTitle(useGuideTitle(destination));
  return <GuideView key={destination} name={destination} />;
}

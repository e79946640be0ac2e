import { useTranslation } from 'react-i18next';
import { ExplorePageBody } from '@web/features/explore/components/explore-page-body.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function ExplorePage() {
  const { t } = useTranslation('explore');
  useDocumentTitle(t('title'));
  return <ExplorePageBody />;
}

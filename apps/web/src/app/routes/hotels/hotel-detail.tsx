import { useTranslation } from 'react-i18next';
import { HotelDetail } from '../../../features/hotels/components/hotel-detail.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function HotelDetailPage() {
  const { t } = useTranslation('hotels');
  useDocumentTitle(t('detail.documentTitle'));
  return <HotelDetail />;
}

import { useTranslation } from 'react-i18next';
import { CarOfferSummary } from '../../../features/cars/components/car-offer.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function CarOfferPage() {
  const { t } = useTranslation('cars');
  useDocumentTitle(t('offer.documentTitle'));
  return <CarOfferSummary />;
}

import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { DataSources } from '@web/features/legal/components/data-sources.tsx';

/** Where Escazo's airports, airlines, cities, maps and fonts come from, and under which licences. */
export default function AttributionsPage() {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageHeader title={t('attributions.title')} lead={t('attributions.lead')} />
      <Container className="max-w-3xl py-10">
        <DataSources />
        <p className="mt-8 text-slate-700">{t('attributions.software')}</p>
      </Container>
    </>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container, PageHeader } from '@escazo/ui/container';
import { ComparisonTable } from '@web/features/marketing/components/comparison-table.tsx';
import { FeatureGrid } from '@web/features/marketing/components/feature-grid.tsx';
import { MarketingSection } from '@web/features/marketing/components/marketing-section.tsx';
import { JoinCta } from '@web/features/marketing/components/join-cta.tsx';
import { MemberTestimonials } from '@web/features/marketing/components/member-testimonials.tsx';
import { StatsBand } from '@web/features/marketing/components/stats-band.tsx';
import { paths } from '@web/config/paths.ts';
import { useNetworkCounts } from '@web/lib/network-counts.ts';

export default function WhyChoosePage() {
  const { t } = useTranslation('marketing');
  const counts = useNetworkCounts();
  const features = t('whyChoose.features', { returnObjects: true, ...counts }) as Array<{
    title: string;
    text: string;
  }>;
  return (
    <>
      <PageHeader title={t('whyChoose.title')} lead={t('whyChoose.lead')} />
      <Container className="-mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.signup}>{t('whyChoose.signUp')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.explore}>{t('whyChoose.explore')}</Link>
        </Button>
      </Container>
      <MarketingSection id="why-features" title={t('whyChoose.featuresTitle')}>
        <FeatureGrid items={features} />
      </MarketingSection>
      <MarketingSection id="why-comparison" title={t('whyChoose.comparison.title')} className="pt-0">
        <ComparisonTable />
      </MarketingSection>
      <StatsBand />
      <MemberTestimonials />
      <JoinCta />
    </>
  );
}

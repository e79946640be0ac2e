import { Container } from '@escazo/ui/container';
import { AiFeatures } from '@web/features/home/components/ai-features.tsx';
import { HomeHero } from '@web/features/home/components/home-hero.tsx';
import { HomeSearchPanel } from '@web/features/home/components/home-search-panel.tsx';
import { PopularDestinations } from '@web/features/home/components/popular-destinations.tsx';
import { ServicesGrid } from '@web/features/home/components/services-grid.tsx';
import { Testimonials } from '@web/features/home/components/testimonials.tsx';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Container>
        <HomeSearchPanel />
      </Container>
      <ServicesGrid />
      <PopularDestinations />
      <AiFeatures />
      <Testimonials />
    </>
  );
}

import { Container } from '@escazo/ui/container';
import { AiFeatures } from '../../../features/home/components/ai-features.tsx';
import { HomeHero } from '../../../features/home/components/home-hero.tsx';
import { HomeSearchPanel } from '../../../features/home/components/home-search-panel.tsx';
import { PopularDestinations } from '../../../features/home/components/popular-destinations.tsx';
import { ServicesGrid } from '../../../features/home/components/services-grid.tsx';
import { Testimonials } from '../../../features/home/components/testimonials.tsx';

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

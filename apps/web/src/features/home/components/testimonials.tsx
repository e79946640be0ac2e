import { useTranslation } from 'react-i18next';
import { TestimonialGrid, type Testimonial } from '@escazo/ui/testimonial-grid';
import { Container } from '@escazo/ui/container';
import { SectionHeading } from './section-heading.tsx';

export function Testimonials() {
  const { t } = useTranslation('home');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <section aria-labelledby="home-testimonials" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="home-testimonials" title={t('testimonials.title')} />
        <TestimonialGrid items={items} />
      </Container>
    </section>
  );
}

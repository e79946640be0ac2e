import { useTranslation } from 'react-i18next';
import { TestimonialGrid, type Testimonial } from '@escazo/ui/testimonial-grid';
import { MarketingSection } from './marketing-section.tsx';

/** Three member quotes, shared by the marketing pages. */
export function MemberTestimonials() {
  const { t } = useTranslation('marketing');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <MarketingSection id="member-testimonials" title={t('testimonials.title')}>
      <TestimonialGrid items={items} />
    </MarketingSection>
  );
}

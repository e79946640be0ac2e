import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@escazo/ui/accordion';
import { Container } from '@escazo/ui/container';

type Question = { q: string; a: string };

export function DriverFaq() {
  const { t } = useTranslation('drivers');
  const faq = t('landing.faq', { returnObjects: true }) as Question[];
  return (
    <section aria-labelledby="driver-faq-heading" className="py-12 sm:py-16">
      <Container className="max-w-4xl">
        <h2 id="driver-faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('landing.faqHeading')}
        </h2>
        <Accordion type="single" collapsible className="mt-6">
          {faq.map((item, i) => (
            <AccordionItem key={item.q} value={`q${i}`}>
              <AccordionTrigger>{item.q}</AccordionTrigger>
              <AccordionContent>{item.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}

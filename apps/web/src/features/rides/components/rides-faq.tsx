import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@escazo/ui/accordion';
import { buttonVariants } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';

type FaqItem = { q: string; a: string };

/** Five rideshare questions and the way to every FAQ. */
export function RidesFaq() {
  const { t } = useTranslation('rides');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <section aria-labelledby="rides-faq-title" className="space-y-4">
      <h2 id="rides-faq-title" className="text-2xl font-bold text-slate-900">
        {t('faq.title')}
      </h2>
      <Accordion type="single" collapsible className="rounded-2xl border border-slate-200 bg-white px-5">
        {items.map((item, index) => (
          <AccordionItem key={item.q} value={`faq-${index}`} className="last:border-b-0">
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <Link to={paths.faqs} className={buttonVariants({ variant: 'outline' })}>
        {t('faq.viewAll')}
      </Link>
    </section>
  );
}

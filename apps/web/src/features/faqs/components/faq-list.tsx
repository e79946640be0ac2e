import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@escazo/ui/accordion';
import type { Faq } from '../utils/search-faqs.ts';

/** Questions as an accordion; `open` lists the questions that start expanded. */
export function FaqList({ items, open = [] }: { items: Faq[]; open?: string[] }) {
  return (
    <Accordion
      type="multiple"
      defaultValue={open}
      className="rounded-2xl border border-slate-200 bg-white px-5 sm:px-6"
    >
      {items.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id} className="last:border-b-0">
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent className="leading-relaxed">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

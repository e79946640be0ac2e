import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './help-topics.ts';
import { articleText, searchHelp, type HelpFaq } from './search-help.ts';

const article = (topic: HelpArticle['topic'], title: string, body: string): HelpArticle => ({
  topic,
  card: title,
  summary: `About ${title}`,
  title,
  lead: 'Lead',
  sections: [{ id: 's', heading: 'Heading', paragraphs: [body], items: ['An item'] }],
});

const articles = [
  article('bookings', 'Managing your bookings', 'Cancel hotels up to 24 hours before check-in.'),
  article('payments', 'Payments and refunds', 'Card refunds typically take 5-10 business days.'),
];
const faqs: HelpFaq[] = [
  { id: 'refund-time', category: 'payment', question: 'When will I get my refund?', answer: 'Soon.' },
  { id: 'two-factor', category: 'account', question: 'How do I turn on two-factor?', answer: 'In Security settings.' },
];

describe('searchHelp', () => {
  it('finds articles by title or body and FAQs by question or answer, ignoring case', () => {
    const result = searchHelp(articles, faqs, 'REFUND');
    expect(result.articles.map((a) => a.topic)).toEqual(['payments']);
    expect(result.faqs.map((f) => f.id)).toEqual(['refund-time']);
    expect(searchHelp(articles, faqs, 'check-in').articles.map((a) => a.topic)).toEqual(['bookings']);
    expect(searchHelp(articles, faqs, 'security settings').faqs.map((f) => f.id)).toEqual(['two-factor']);
  });

  it('finds nothing for a blank query or an unknown word', () => {
    expect(searchHelp(articles, faqs, '  ')).toEqual({ articles: [], faqs: [] });
    expect(searchHelp(articles, faqs, 'submarine')).toEqual({ articles: [], faqs: [] });
  });

  it('only ever returns items that contain the query', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abAB -'), maxLength: 12 });
    const faqArb = fc.record({ id: fc.uuid(), category: fc.constant('travel'), question: word, answer: word });
    fc.assert(
      fc.property(
        fc.array(faqArb, { maxLength: 8 }),
        fc.string({ unit: fc.constantFrom(...'abAB -'), minLength: 1, maxLength: 3 }),
        (fs, q) => {
          const needle = q.trim().toLowerCase();
          const result = searchHelp(articles, fs, q);
          for (const f of result.faqs) expect(`${f.question} ${f.answer}`.toLowerCase()).toContain(needle);
          for (const a of result.articles) expect(articleText(a).toLowerCase()).toContain(needle);
          if (needle)
            expect(result.faqs.length).toBe(
              fs.filter((f) => f.question.toLowerCase().includes(needle) || f.answer.toLowerCase().includes(needle))
                .length,
            );
        },
      ),
    );
  });
});

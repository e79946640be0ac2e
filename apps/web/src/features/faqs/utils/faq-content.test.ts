import { describe, expect, it } from 'vitest';
import { supportPolicy } from '@escazo/contracts/support';
import faqs from '@web/locales/en/faqs.json';
import { faqCategories } from '../hooks/use-faq-groups.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!.trim());
const resolve = (path: string) =>
  path
    .split('.')
    .slice(1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], supportPolicy);

describe('FAQ content (faqs.json)', () => {
  it('has the four categories, each with at least five questions', () => {
    expect(Object.keys(faqs.categories)).toEqual([...faqCategories]);
    for (const category of faqCategories) expect(faqs.categories[category].items.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every question a unique id and non-empty text', () => {
    const items = faqCategories.flatMap((c) => faqs.categories[c].items);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
  });

  it('takes support figures from the support policy, never a missing one', () => {
    const texts = faqCategories.flatMap((c) => faqs.categories[c].items.flatMap((i) => [i.question, i.answer]));
    const used = texts.flatMap(placeholders);
    expect(used.length).toBeGreaterThan(0);
    for (const p of used) {
      expect(p.startsWith('policy.')).toBe(true);
      expect(resolve(p), p).toBeDefined();
    }
  });
});

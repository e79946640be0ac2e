import { describe, expect, it } from 'vitest';
import { supportPolicy } from '@escazo/contracts/support';
import support from '@web/locales/en/support.json';
import { helpTopics } from './help-topics.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!.trim());
const resolve = (path: string) =>
  path
    .split('.')
    .slice(1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], supportPolicy);
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('Help Center content (support.json)', () => {
  it('has an article for each of the six topics, with several uniquely anchored sections', () => {
    expect(Object.keys(support.topics)).toEqual([...helpTopics]);
    for (const topic of helpTopics) {
      const article = support.topics[topic];
      expect(article.title.trim()).not.toBe('');
      expect(article.lead.trim()).not.toBe('');
      expect(article.sections.length).toBeGreaterThanOrEqual(4);
      expect(new Set(article.sections.map((s) => s.id)).size).toBe(article.sections.length);
    }
  });

  it('states the documented cancellation windows and refund time', () => {
    const bookings = strings(support.topics.bookings).join(' ');
    expect(bookings).toContain('up to 24 hours before check-in');
    expect(bookings).toContain('up to 48 hours before pickup');
    expect(strings(support.topics.payments).join(' ')).toContain('{{policy.cardRefundBusinessDays}} business days');
  });

  it('takes support figures from the support policy, never a missing one', () => {
    const used = strings(support)
      .flatMap(placeholders)
      .filter((p) => p !== 'count' && p !== 'query');
    expect(used.length).toBeGreaterThan(0);
    for (const p of used) expect(resolve(p), p).toBeDefined();
  });
});

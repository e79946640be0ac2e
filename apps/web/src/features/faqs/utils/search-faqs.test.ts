import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFaqs, searchFaqs, type FaqGroup } from './search-faqs.ts';

const groups: FaqGroup[] = [
  {
    category: 'booking',
    label: 'Booking',
    items: [
      { id: 'cancel', question: 'Can I cancel for free?', answer: 'Hotels up to 24 hours before check-in.' },
      { id: 'find', question: 'Where is my booking?', answer: 'Open My Bookings.' },
    ],
  },
  {
    category: 'account',
    label: 'Account',
    items: [{ id: 'reset', question: 'I forgot my password', answer: 'We e-mail a REFUND-free reset link.' }],
  },
  {
    category: 'payment',
    label: 'Payment',
    items: [{ id: 'refund', question: 'When do I get my refund?', answer: 'Typically 5-10 business days.' }],
  },
];

describe('searchFaqs', () => {
  it('returns every group unchanged for an empty or blank query', () => {
    expect(searchFaqs(groups, '')).toEqual(groups);
    expect(searchFaqs(groups, '   ')).toEqual(groups);
  });

  it('matches questions and answers regardless of case, grouped by category in order', () => {
    const result = searchFaqs(groups, '  Refund ');
    expect(result.map((g) => g.category)).toEqual(['account', 'payment']);
    expect(result.map((g) => g.items.map((i) => i.id))).toEqual([['reset'], ['refund']]);
  });

  it('matches text in an answer only', () => {
    expect(searchFaqs(groups, 'check-in').flatMap((g) => g.items.map((i) => i.id))).toEqual(['cancel']);
  });

  it('drops categories without a match and returns nothing when nothing matches', () => {
    expect(searchFaqs(groups, 'booking').map((g) => g.category)).toEqual(['booking']);
    expect(searchFaqs(groups, 'cruise ship')).toEqual([]);
  });

  it('does not change the groups it was given', () => {
    const copy = structuredClone(groups);
    searchFaqs(groups, 'refund');
    expect(groups).toEqual(copy);
  });
});

// Small alphabets so that generated queries often do match.
const text = fc.string({ unit: fc.constantFrom(...'abcAB -'), maxLength: 24 });
const faq = fc.record({ id: fc.uuid(), question: text, answer: text });
const groupsArb = fc
  .uniqueArray(fc.constantFrom('booking', 'account', 'payment', 'travel'), { minLength: 0, maxLength: 4 })
  .chain((cats) =>
    fc.tuple(
      ...cats.map((c) =>
        fc.array(faq, { maxLength: 6 }).map((items) => ({ category: c, label: c.toUpperCase(), items })),
      ),
    ),
  );
const query = fc.string({ unit: fc.constantFrom(...'abcAB -'), maxLength: 4 });

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle);

const isSubsequence = <T>(sub: readonly T[], full: readonly T[]) => {
  let i = 0;
  for (const x of full) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
};

describe('searchFaqs properties', () => {
  it('every returned item contains the query, case-insensitively, in its question or answer', () => {
    fc.assert(
      fc.property(groupsArb, query, (gs, q) => {
        const needle = q.trim().toLowerCase();
        for (const g of searchFaqs(gs, q)) {
          for (const item of g.items) {
            expect(contains(item.question, needle) || contains(item.answer, needle)).toBe(true);
          }
        }
      }),
    );
  });

  it('misses no matching item', () => {
    fc.assert(
      fc.property(groupsArb, query, (gs, q) => {
        const needle = q.trim().toLowerCase();
        const expected = gs.flatMap((g) =>
          g.items.filter((i) => contains(i.question, needle) || contains(i.answer, needle)),
        );
        expect(countFaqs(searchFaqs(gs, q))).toBe(expected.length);
      }),
    );
  });

  it('an empty or blank query returns everything', () => {
    fc.assert(
      fc.property(groupsArb, fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }), (gs, blank) => {
        expect(searchFaqs(gs, blank)).toEqual(gs);
      }),
    );
  });

  it('preserves category grouping and order, and never returns an empty category', () => {
    fc.assert(
      fc.property(
        groupsArb,
        query.filter((q) => q.trim() !== ''),
        (gs, q) => {
          const result = searchFaqs(gs, q);
          expect(
            isSubsequence(
              result.map((g) => g.category),
              gs.map((g) => g.category),
            ),
          ).toBe(true);
          for (const g of result) {
            expect(g.items.length).toBeGreaterThan(0);
            const source = gs.find((s) => s.category === g.category)!;
            expect(g.label).toBe(source.label);
            expect(isSubsequence(g.items, source.items)).toBe(true);
          }
        },
      ),
    );
  });

  it('ignores the case of the query', () => {
    fc.assert(
      fc.property(groupsArb, query, (gs, q) => {
        expect(searchFaqs(gs, q.toUpperCase())).toEqual(searchFaqs(gs, q.toLowerCase()));
      }),
    );
  });
});

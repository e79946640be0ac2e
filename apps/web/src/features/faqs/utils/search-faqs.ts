/** One question and its answer, as shown on the FAQ page. */
export type Faq = { id: string; question: string; answer: string };

/** A category of questions (booking, account, payment, travel) in display order. */
export type FaqGroup = { category: string; label: string; items: Faq[] };

/** The query as the search compares it: trimmed and lower-cased. Empty means "no search". */
export const normalizeFaqQuery = (query: string) => query.trim().toLowerCase();

/** Does the question or the answer contain the (already normalized) query? */
export const faqMatches = (faq: Faq, needle: string) =>
  faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle);

/**
 * Filters questions AND answers case-insensitively. An empty (or blank) query returns every group
 * unchanged; otherwise only the matching items, still grouped by category in the original order,
 * and groups with no match are dropped.
 */
export function searchFaqs<G extends FaqGroup>(groups: readonly G[], query: string): G[] {
  const needle = normalizeFaqQuery(query);
  if (!needle) return [...groups];
  const result: G[] = [];
  for (const group of groups) {
    const items = group.items.filter((faq) => faqMatches(faq, needle));
    if (items.length > 0) result.push({ ...group, items });
  }
  return result;
}

/** How many questions the groups hold. */
export const countFaqs = (groups: readonly FaqGroup[]) => groups.reduce((n, g) => n + g.items.length, 0);

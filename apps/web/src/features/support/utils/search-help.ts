import type { HelpArticle } from './help-topics.ts';

/** A question from the FAQ namespace, flattened for the Help Center search. */
/** `category` is the display label of the FAQ category. */
export type HelpFaq = { id: string; category: string; question: string; answer: string };

export type HelpSearchResult = { articles: HelpArticle[]; faqs: HelpFaq[] };

/** Every piece of text a reader sees in an article: title, lead, headings, paragraphs and lists. */
export const articleText = (a: HelpArticle) =>
  [
    a.card,
    a.title,
    a.summary,
    a.lead,
    ...a.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.after ?? [])]),
  ].join('\n');

/**
 * Searches the help articles and the FAQs (titles and bodies) case-insensitively. A blank query
 * finds nothing: the Help Center shows its topics instead. Order follows the source order.
 */
export function searchHelp(
  articles: readonly HelpArticle[],
  faqs: readonly HelpFaq[],
  query: string,
): HelpSearchResult {
  const needle = query.trim().toLowerCase();
  if (!needle) return { articles: [], faqs: [] };
  const has = (text: string) => text.toLowerCase().includes(needle);
  return {
    articles: articles.filter((a) => has(articleText(a))),
    faqs: faqs.filter((f) => has(f.question) || has(f.answer)),
  };
}

import { paths } from '@web/config/paths.ts';

/** The three documents in the `legal` namespace. */
export type LegalDoc = 'terms' | 'privacy' | 'cookies';

/** A numbered, anchored section: paragraphs, an optional list, closing paragraphs. */
export type LegalSection = { id: string; title: string; body?: string[]; items?: string[]; after?: string[] };

/** The date every document shows as "Last updated": April 1, 2025. */
export const LAST_UPDATED_ISO = '2025-04-01';

/** The other documents each page links to at its end; labels are `links.<key>`. */
export const relatedDocs: Record<LegalDoc, ReadonlyArray<{ key: string; to: string }>> = {
  terms: [
    { key: 'privacy', to: paths.privacy },
    { key: 'cookies', to: paths.cookiePolicy },
    { key: 'contact', to: paths.contact },
  ],
  privacy: [
    { key: 'terms', to: paths.terms },
    { key: 'cookies', to: paths.cookiePolicy },
    { key: 'contact', to: paths.contact },
  ],
  cookies: [
    { key: 'privacy', to: paths.privacy },
    { key: 'terms', to: paths.terms },
    { key: 'contact', to: paths.contact },
  ],
};

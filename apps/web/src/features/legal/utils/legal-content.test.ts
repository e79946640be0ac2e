import { describe, expect, it } from 'vitest';
import { supportPolicy } from '@escazo/contracts/support';
import legal from '@web/locales/en/legal.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!.trim());
const resolve = (path: string) =>
  path
    .split('.')
    .slice(1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], supportPolicy);
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
const knownTags = new Set(['contact', 'terms', 'privacy', 'cookies', 'email', 'phone', 'code']);

describe('legal content (legal.json)', () => {
  it('has eleven terms sections and twelve privacy sections, each with a unique anchor', () => {
    expect(legal.terms.sections).toHaveLength(11);
    expect(legal.privacy.sections).toHaveLength(12);
    for (const doc of [legal.terms, legal.privacy, legal.cookies]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it('lists five privacy commitments and the date the policies were last updated', () => {
    expect(legal.privacy.commitments).toHaveLength(5);
    expect(legal.updatedOn).toBe('April 1, 2025');
  });

  it('uses only tags the page knows how to render, each one closed', () => {
    for (const text of strings(legal)) {
      for (const [, tag] of text.matchAll(/<([a-z]+)>/g)) {
        expect(knownTags.has(tag!), tag).toBe(true);
        expect(text).toContain(`</${tag}>`);
      }
    }
  });

  it('takes support figures from the support policy, never a missing one', () => {
    const used = strings(legal)
      .flatMap(placeholders)
      .filter((p) => p !== 'date');
    expect(used).toContain('policy.minimumAge');
    for (const p of used) expect(resolve(p), p).toBeDefined();
  });

  it('names the cookie Escazo actually sets', () => {
    expect(legal.cookies.table.rows.map((r) => r.name)).toContain('escazo_csrf');
    expect(strings(legal.cookies).join(' ')).toContain('auth-storage');
  });
});

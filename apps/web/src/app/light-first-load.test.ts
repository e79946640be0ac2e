import { describe, expect, it } from 'vitest';
import { cn, loadClassMerger } from '@escazo/ui/utils';
import { renderPage } from '../entry-prerender.tsx';
import { i18n, VALIDATION_NS } from '@web/lib/i18n.ts';

/** The class attributes of the HTML, in order. */
const classAttributes = (html: string) => [...html.matchAll(/ class="([^"]*)"/g)].map((m) => m[1]);

describe("the home page's light first load", () => {
  it('renders without the validation texts', async () => {
    await renderPage('/');
    expect(i18n.hasLoadedNamespace('home')).toBe(true);
    expect(i18n.hasLoadedNamespace(VALIDATION_NS)).toBe(false);
  });

  it('renders the same HTML before the class merger is loaded as after', async () => {
    const before = await renderPage('/');
    expect(cn('p-5 sm:p-6', 'sm:p-7')).toBe('p-5 sm:p-6 sm:p-7');
    await loadClassMerger();
    expect(cn('p-5 sm:p-6', 'sm:p-7')).toBe('p-5 sm:p-7');
    const after = await renderPage('/');
    const changed = classAttributes(before)
      .map((classes, i) => ({ before: classes, after: classAttributes(after)[i] }))
      .filter((c) => c.before !== c.after);
    expect(changed).toEqual([]);
    expect(after).toBe(before);
  });
});

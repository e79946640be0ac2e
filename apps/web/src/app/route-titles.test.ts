import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { paths, routePatterns } from '@web/config/paths.ts';
import { routes, type PageHandle } from './router.tsx';
import { documentTitle } from './use-document-title.ts';

/** The title of the HTML shell: what a tab shows for a page that declares none. */
const genericTitle = /<title>([^<]*)<\/title>/.exec(
  fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8'),
)![1];

/** Every path of the registry: plain paths as they are, builders and patterns with a sample value. */
const registryPaths = [
  ...Object.entries(paths).map(([name, value]) =>
    typeof value === 'string'
      ? ([name, value] as const)
      : ([name, (value as (v: string) => string)('sample')] as const),
  ),
  ...Object.entries(routePatterns).map(([name, pattern]) => [name, pattern.replace(/:\w+|\*/g, 'sample')] as const),
].map(([name, href]) => [name, new URL(href, 'https://escazo.test').pathname] as const);

const titleOf = (pathname: string) => {
  const handles = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as PageHandle | undefined);
  const key = handles.findLast((handle) => handle?.title)?.title;
  return key ? documentTitle(key) : undefined;
};

describe('page titles', () => {
  it('the registry has the routes it should (a sanity check on the walk)', () => {
    expect(registryPaths.length).toBeGreaterThan(70);
    expect(genericTitle).toBe('Escazo — travel, all in one place');
  });

  it.each(registryPaths.filter(([name]) => name !== 'home' && name !== 'stays'))(
    '%s (%s) has a title of its own, "… · Escazo"',
    (_name, pathname) => {
      const title = titleOf(pathname);
      expect(title).toBeDefined();
      expect(title).not.toBe(genericTitle);
      expect(title).toMatch(/^[^.·]\S.* · Escazo$/);
      expect(title).not.toContain('titles.');
    },
  );

  it('the home page keeps the whole title, also written into its prerendered HTML', () => {
    expect(titleOf(paths.home)).toBe('Escazo — travel, all in one place');
  });

  it('the pages people mistook for one another read differently', () => {
    expect(titleOf(paths.flights)).toBe('Flights · Escazo');
    expect(titleOf(paths.faqs)).toBe('FAQs · Escazo');
    expect(titleOf(paths.login)).toBe('Log In · Escazo');
    expect(titleOf('/no/such/page')).toBe('Page Not Found · Escazo');
  });
});

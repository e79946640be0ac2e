import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, routes, type PageHandle } from './app/router.tsx';
import { documentTitle } from './app/use-document-title.ts';
import { preloadPages } from './app/preload-pages.ts';

/**
 * Build-time rendering of a page to HTML (scripts/prerender.mjs), so the first paint does not wait
 * for the JavaScript. The client hydrates it (main.tsx). The page's code is loaded
 * first, so the HTML holds the page and not its loading fallback.
 */
export async function renderPage(url: string): Promise<string> {
  await preloadPages(url);
  return renderToString(
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}

/** The tab title the page at `url` declares in the router, for the prerendered HTML's <title>. */
export function pageTitle(url: string): string {
  const handles = (matchRoutes(routes, url) ?? []).map(({ route }) => route.handle as PageHandle | undefined);
  const title = handles.findLast((handle) => handle?.title)?.title;
  if (!title) throw new Error(`No title declared for ${url}`);
  return documentTitle(title);
}

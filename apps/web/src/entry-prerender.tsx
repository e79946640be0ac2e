import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
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

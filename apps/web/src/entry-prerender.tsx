import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';

/**
 * Build-time rendering of a page to HTML (scripts/prerender.mjs), so the first paint does not wait
 * for the JavaScript. The client hydrates it (main.tsx). No hydration script is inlined: the
 * routes have no loaders, and the CSP allows no inline scripts.
 */
export async function renderPage(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Cannot prerender ${url}: got a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

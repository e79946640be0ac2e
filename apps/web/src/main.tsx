import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './fonts.css';
import './styles.css';
import './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';

/** Resolves the lazy routes of the current URL first, so hydration renders what was prerendered. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** Marks the page interactive (html[data-ready]): hydrated, or rendered on the client. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazyMatches();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(routes)} />
        <ReadyMarker />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between slices instead of one long task.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();

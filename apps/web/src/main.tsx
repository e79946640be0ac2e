import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './fonts.css';
import './styles.css';
import './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPageModules } from './app/router.tsx';
import { preloadPages } from './app/preload-pages.ts';
import { whenIdle } from './lib/when-idle.ts';

/**
 * Marks the page interactive (html[data-ready]): hydrated, or rendered on the client. Then, once
 * idle, fetches the other pages' module table, so the first move to another page waits for no more
 * than that page's own chunks.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    return whenIdle(() => void preloadPageModules().catch(() => undefined));
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  // The current page's code first, so hydration renders what was prerendered without suspending.
  if (prerendered) await preloadPages(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ReadyMarker />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between slices instead of one long task.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();

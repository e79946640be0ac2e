import { matchRoutes } from 'react-router';
import { routes, type PageHandle } from './router.tsx';

/** Loads the code and namespaces of the pages a path renders, so they render without suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

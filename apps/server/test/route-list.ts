import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/**
 * Every registered route, read from `app.printRoutes()`: each tree line is one path segment under
 * its parent (four columns of indentation per level) followed by its methods.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The state-changing routes, with their parameters filled in with plausible values. */
export function stateChangingRoutes(app: FastifyInstance): RouteEntry[] {
  return listRoutes(app)
    .filter((r) => !SAFE_METHODS.has(r.method))
    .map((r) => ({
      method: r.method,
      url: r.url
        .replace(/:provider\b/g, 'google')
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
        .replace(/\*/g, 'x'),
    }));
}

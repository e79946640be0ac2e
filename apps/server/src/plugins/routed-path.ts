import type { FastifyRequest } from 'fastify';

/**
 * Whether a request reached an /api route. Decided on the route the router matched (its pattern,
 * after the router has decoded the path), never on the raw URL, whose spelling the client picks:
 * `/%61pi/...` routes to `/api/...` but does not start with `/api/`.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/**
 * For a request that matched no route: its path decoded once with repeated slashes folded, so
 * `/%61pi/x` and `//api//x` are recognised as API paths too.
 */
export function isApiPath(rawUrl: string): boolean {
  const pathOnly = rawUrl.split('?')[0]!;
  let decoded = pathOnly;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    // A malformed escape: judge the path as written.
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .startsWith('/api/');
}

/**
 * Whether a request counts against the API's limits: it reached an /api route, or it matched no
 * route and its decoded path is under /api (probing unknown API paths is limited too).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiRoute(request) || (request.routeOptions.url === undefined && isApiPath(request.url));
}

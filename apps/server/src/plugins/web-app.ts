import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { startingPageHtml } from './web-app-starting-page.ts';

/**
 * Serves the built web app: hashed assets cached for a year, HTML revalidated every time. `/` is
 * index.html (the prerendered home page); other client routes fall back to app.html, the empty
 * shell, through the not-found handler (error-handler.ts).
 *
 * With `buildPending` (npm start builds the web app while the API starts) every page is a starting
 * page that reloads itself, until the finished build appears in distDir (moved there whole, so an
 * index.html means every file is in place); files are then looked up per request.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string; buildPending?: boolean }) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const pending = !fs.existsSync(indexPath) && opts.buildPending === true;
  if (!pending && !fs.existsSync(indexPath)) {
    app.log.warn(`No built web app at ${opts.distDir}; serving the API only.`);
    return;
  }
  let homeHtml: Buffer | null = null;
  const load = () => {
    homeHtml = fs.readFileSync(indexPath);
    const shellPath = path.join(opts.distDir, 'app.html');
    app.spaIndexHtml = fs.existsSync(shellPath) ? fs.readFileSync(shellPath) : homeHtml;
  };
  if (pending) {
    app.log.info('The web app is still building; pages show a starting page until it is ready.');
    app.spaIndexHtml = startingPageHtml;
    // Each page request looks for the build until it has landed; API requests never wait for it.
    app.addHook('onRequest', async (request) => {
      if (homeHtml === null && request.method === 'GET' && !request.url.startsWith('/api/') && fs.existsSync(indexPath))
        load();
    });
  } else {
    load();
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    // A pending build has no files to list yet, so they are looked up per request.
    wildcard: pending,
    index: false,
    // Our own cache-control below; the plugin's default would replace it with max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) =>
    homeHtml === null
      ? reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(startingPageHtml)
      : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(homeHtml),
  );
});

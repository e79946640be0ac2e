import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: hashed assets cached for a year, HTML revalidated every time. `/` is
 * index.html (the prerendered home page); other client routes fall back to app.html, the empty
 * shell, through the not-found handler (error-handler.ts).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`No built web app at ${opts.distDir}; serving the API only.`);
    return;
  }
  const homeHtml = fs.readFileSync(indexPath);
  const shellPath = path.join(opts.distDir, 'app.html');
  app.spaIndexHtml = fs.existsSync(shellPath) ? fs.readFileSync(shellPath) : homeHtml;
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    // Our own cache-control below; the plugin's default would replace it with max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(homeHtml),
  );
});

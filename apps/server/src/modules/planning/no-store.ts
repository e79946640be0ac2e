import type { FastifyInstance } from 'fastify';

/** Every answer of the plugin's routes is the caller's own trip (or a private link): never cached. */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

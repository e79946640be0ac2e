import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedReferenceData } from './db/seed.ts';
import { buildApp } from './app.ts';

/** Starts Escazo: open and migrate the database, seed, serve, and close cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir },
  );
  if (config.seed) await seedReferenceData(database.db);
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const port = (app.server.address() as { port: number }).port;
  console.log(`Escazo is running at http://localhost:${port} (database: ${where}; ready in ${Date.now() - started} ms)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

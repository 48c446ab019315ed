import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, schemaOf } from './db/database';
import { migrate } from './db/migrations';
import { lockDatabaseForServer } from './db/sqlite-server-lock';
import { productionWarnings } from './platform/production-warnings';
import { startTracing } from './platform/tracing';
import { seedBlog, seedSiteContent } from './seed/seed';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Starts the server; `setStop` receives the graceful shutdown once there is something to shut
 * down (`main.ts` stops the process at once before that).
 */
export async function startServer(setStop: (stop: (signal: string) => void) => void) {
  const config = readConfig();
  // Before anything is opened: a second server on the same SQLite file stops here.
  const lock = lockDatabaseForServer(config.databaseUrl);
  const database = openDatabase(config.databaseUrl, { pool: config.postgres });
  // Pending migrations first; a database migrated by a newer release stops the start here.
  const migrations = await migrate(database, schemaOf(config.databaseUrl));
  // Loads OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const tracing = await startTracing(config.tracing);
  const app = await buildApp(config, database, { tracing });
  if (migrations.length > 0) app.log.info({ migrations }, 'database migrated');
  app.log.info({ database: database.description }, 'database ready');

  // The start that gives the site its owner (migration 0009) gives it to ADMIN_EMAIL's account.
  if (config.adminEmail && migrations.includes('0009-site-owner')) {
    if (await app.services.accounts.preferOwner(config.adminEmail)) {
      app.log.info('the ADMIN_EMAIL account is the site owner');
    }
  }
  if (config.adminEmail && config.adminPassword) {
    const { created } = await app.services.accounts.ensureAdmin(
      config.adminEmail,
      config.adminPassword,
    );
    app.log.info(
      created
        ? 'admin account created from ADMIN_EMAIL'
        : 'admin account from ADMIN_EMAIL already exists',
    );
  }
  // The first start of a database decides, by SEED_CONTENT and SEED_DEMO_POSTS, whether it gets
  // the demo articles. Site content first: the demo articles name seeded team members as authors.
  if (config.seedContent) {
    const seeded = await seedSiteContent(app.services.store, database);
    if (Object.keys(seeded).length > 0) app.log.info({ created: seeded }, 'site content seeded');
  }
  const demoPosts = config.seedContent && config.seedDemoPosts;
  const blog = await seedBlog(app.services.store, database, config.seedDir, demoPosts);
  if (blog) app.log.info(blog, 'blog seed noted as done for this database');
  if (config.env === 'production') {
    const hasEnabledAdmin = await app.services.accounts.hasEnabledAdmin();
    for (const warning of productionWarnings(config, hasEnabledAdmin)) {
      app.log.warn(warning);
    }
  }

  let stopping = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    // A second signal during the drain ends it (a second Ctrl-C).
    if (stopping) return endDrain();
    stopping = true;
    const began = performance.now();
    const stopped = () =>
      `Server stopped after ${signal} in ${Math.round(performance.now() - began)} ms`;
    app.drain.begin();
    if (config.shutdownDrainMs > 0) {
      app.log.info(
        { signal, drainMs: config.shutdownDrainMs },
        'draining: /readyz answers 503, requests are still served',
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.shutdownDrainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error(
        { timeoutMs: config.shutdownTimeoutMs },
        `${stopped()}: requests still running past SHUTDOWN_TIMEOUT_MS were cut off`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    // Exports the spans of the last requests.
    await tracing?.shutdown();
    await database.close();
    lock.release();
    app.log.info({ signal }, stopped());
    process.exit(0);
  };
  setStop((signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
}

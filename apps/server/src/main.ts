import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, schemaOf } from './db/database';
import { migrate } from './db/migrations';
import { seedBlog } from './seed/seed-blog';

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

async function main() {
  const config = readConfig();
  const database = openDatabase(config.databaseUrl);
  await migrate(database, schemaOf(config.databaseUrl));
  const app = await buildApp(config, database);
  app.log.info({ database: database.description }, 'database ready');

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
  if (config.seedContent) {
    const { created, total } = await seedBlog(app.services.store, config.seedDir);
    app.log.info({ created, total }, 'blog articles seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Vitrine could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

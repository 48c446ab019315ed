import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { loadConfig } from './config';
import { openDatabase, schemaOf } from './db/database';
import { migrate } from './db/migrations';
import { EntityStore } from './entities/entity-store';
import { NewsletterTokens } from './mail/mail';
import { runRetention } from './retention/retention';
import { runCommandLine } from './run-command-line';

const USAGE = `Usage: npm run retention

Deletes what is past its retention period, as the server does daily:
  leads (waitlist, contact, demo, newsletter) without contact for RETENTION_DAYS (1095),
  newsletter sign-ups never confirmed after NEWSLETTER_UNCONFIRMED_DAYS (30),
  outbox e-mails older than OUTBOX_RETENTION_DAYS (90).
  audience analytics: page views and visits older than ANALYTICS_RAW_DAYS (90) local days
  (rolled up first), daily figures older than ANALYTICS_DAILY_DAYS (760).
Uses DATABASE_URL like the server (the database must exist); safe to run while it runs, and
again.`;

async function run(args: string[]) {
  if (args.includes('--help') || args.includes('help')) return console.log(USAGE);
  const config = loadConfig();
  // Never an empty database made by a typo: the server creates it at its first start.
  const database = openDatabase(config.databaseUrl, { poolSize: 2, mustExist: true });
  console.error(`Database: ${database.description}`);
  try {
    await migrate(database, schemaOf(config.databaseUrl));
    const store = new EntityStore(database);
    // As in the server: a deleted subscriber's confirmation and unsubscribe links go with it.
    const tokens = new NewsletterTokens(database);
    store.on(NewsletterSubscriber, {
      deleted: (trx, change) => tokens.forgetDeleted(trx, change),
    });
    const report = await runRetention(store, config.retention, {
      analytics: { database, config: config.analytics },
    });
    for (const [name, count] of Object.entries(report)) console.log(`${name}\t${count}`);
    const total = Object.values(report).reduce((sum, count) => sum + count, 0);
    console.log(`${total} records deleted`);
  } finally {
    await database.close();
  }
}

runCommandLine(run);

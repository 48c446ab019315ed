import { NewsletterCampaign } from '@vitrine/contract/entities/newsletter-campaign';
import { loadConfig } from './config';
import { openDatabase, schemaOf } from './db/database';
import { migrate } from './db/migrations';
import { EntityStore } from './entities/entity-store';
import { holdRestoredMail } from './hold-restored-mail';
import { MAX_HELD_IDS, OutboxStore, type HeldAction } from './mail/mail';
import { runCommandLine, UsageError } from './run-command-line';

const USAGE = `Usage: npm run outbox -- <command>

  hold                      hold every pending e-mail and pause every sending campaign:
                            run it after pg_restore, before the server starts
  list-held                 list the held e-mails (the oldest ${MAX_HELD_IDS}) and count the
                            campaigns paused by a restore
  send-held --all | <id>…   send held e-mails: they go back to the outbox as pending
  drop-held --all | <id>…   never send them: they stay listed with the status "dropped"

E-mails still pending in a backup are held on the restored database until an admin sends or
drops them, here or in the console (Emails). At most ${MAX_HELD_IDS} ids per call. Campaigns paused
by a restore are resumed or canceled in the console. Uses DATABASE_URL like the server.`;

/** `--all`, or ids (never both, never neither). */
function parseTargets(command: string, args: string[]) {
  const all = args.includes('--all');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--all');
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown[0]}\n\n${USAGE}`);
  const ids = args.filter((arg) => !arg.startsWith('-'));
  if (all === ids.length > 0) {
    throw new UsageError(`"${command}" needs --all or the ids of held e-mails\n\n${USAGE}`);
  }
  if (ids.length > MAX_HELD_IDS) {
    throw new UsageError(`At most ${MAX_HELD_IDS} ids per call; use --all, or several calls`);
  }
  return all ? undefined : ids;
}

const ACTIONS: Record<string, HeldAction> = { 'send-held': 'send', 'drop-held': 'drop' };
const COMMANDS = ['hold', 'list-held', ...Object.keys(ACTIONS)];

function countRestorePaused(store: EntityStore) {
  return store.count(NewsletterCampaign, { status: 'paused', paused_reason: 'restored' });
}

async function run(args: string[]) {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command "${command}"\n\n${USAGE}`);
  if (command === 'hold' || command === 'list-held') {
    if (rest.length > 0) throw new UsageError(`"${command}" takes no arguments\n\n${USAGE}`);
  }
  const targets = command in ACTIONS ? parseTargets(command, rest) : undefined;
  const config = loadConfig();
  // Never an empty database made by a typo: the server creates it at its first start.
  const database = openDatabase(config.databaseUrl, { mustExist: true });
  console.error(`Database: ${database.description}`);
  try {
    await migrate(database, schemaOf(config.databaseUrl));
    const store = new EntityStore(database);
    const outbox = new OutboxStore(database, store, true);
    if (command === 'hold') {
      const held = await holdRestoredMail(database);
      return console.log(
        `Held ${held.emails} pending e-mails; paused ${held.campaigns} sending campaigns`,
      );
    }
    if (command === 'list-held') {
      const emails = await outbox.listHeld();
      for (const email of emails) {
        const line = [email.id, email.created_date, email.kind, email.to, email.subject];
        console.log(line.join('\t'));
      }
      const { held = 0 } = await outbox.countByStatus(['held']);
      const more = held > emails.length ? ` (the oldest ${emails.length} listed)` : '';
      const paused = await countRestorePaused(store);
      console.error(
        `${held} held e-mails${more}; ${paused} campaigns paused by a restore (console)`,
      );
      return;
    }
    const action = ACTIONS[command] as HeldAction;
    const changed = await outbox.releaseHeld(action, targets);
    const asked = targets ? ` of ${targets.length} named` : '';
    const verb = action === 'send' ? 'Sent back to the outbox' : 'Dropped';
    console.log(`${verb}: ${changed}${asked} held e-mails`);
  } finally {
    await database.close();
  }
}

runCommandLine(run);

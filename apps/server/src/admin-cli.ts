import { createInterface } from 'node:readline/promises';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import { AccountStore } from './auth/auth';
import { loadConfig } from './config';
import { openDatabase, schemaOf } from './db/database';
import { migrate } from './db/migrations';
import { EntityStore } from './entities/entity-store';
import { runCommandLine } from './run-command-line';

const USAGE = `Usage: npm run admin -- <command>

  create <email> [full name]     create an admin account, the owner on a site without one
                                 (asks for the password)
  reset-password <email>         set a new password and sign the account out everywhere
  list                           list the accounts

The password is read from the terminal, or from the first line of standard input when piped.
Uses DATABASE_URL like the server; the database must exist (the server creates it at its first
start).`;

async function readPassword() {
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const answer = await prompt.question(
    process.stdin.isTTY ? `Password (at least ${MIN_PASSWORD_LENGTH} characters): ` : '',
  );
  prompt.close();
  return answer.trim();
}

async function run(args: string[]) {
  const [command, email, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  const config = loadConfig();
  // Never an empty database made by a typo: the server creates it at its first start.
  const database = openDatabase(config.databaseUrl, { mustExist: true });
  console.error(`Database: ${database.description}`);
  try {
    await migrate(database, schemaOf(config.databaseUrl));
    const store = new EntityStore(database);
    const accounts = new AccountStore(database, store, config.sessionTtlHours);
    if (command === 'list') {
      const users = (await store.list(User, {
        filter: {},
        sort: [{ field: 'email', descending: false }],
      })) as unknown as UserRecord[];
      for (const user of users)
        console.log(
          `${user.email}\t${user.role}${user.disabled ? '\tdisabled' : ''}\t${user.full_name ?? ''}`,
        );
      return;
    }
    if (!email) throw new Error(`"${command}" needs an email address`);
    if (command === 'create') {
      if (await accounts.findUserByEmail(email))
        throw new Error(`An account for ${email} already exists`);
      const password = await readPassword();
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
      const { user } = await accounts.ensureAdmin(
        email,
        password,
        rest.join(' ') || 'Administrator',
      );
      const kind = user.role === 'owner' ? 'Owner' : 'Admin';
      return console.log(`${kind} account created for ${email.toLowerCase()}`);
    }
    if (command === 'reset-password') {
      const user = await accounts.findUserByEmail(email);
      if (!user) throw new Error(`No account for ${email}`);
      await accounts.setPassword(user.id, await readPassword());
      return console.log(`Password changed for ${user.email}; its sessions were signed out`);
    }
    throw new Error(`Unknown command "${command}"\n\n${USAGE}`);
  } finally {
    await database.close();
  }
}

runCommandLine(run);

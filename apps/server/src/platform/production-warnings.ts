import { User, type UserRecord } from '@vitrine/contract/entities/user';
import type { AppConfig } from '../config';
import type { EntityStore } from '../entities/entity-store';

function namesThisMachine(url: string) {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** What a production server runs without, badly: logged as warnings at start. */
export async function productionWarnings(config: AppConfig, store: EntityStore) {
  const warnings: string[] = [];
  if (namesThisMachine(config.publicUrl)) {
    warnings.push(
      `PUBLIC_URL is not set (or names this machine): canonical links, the sitemap, feeds and e-mails point to ${config.publicUrl}; set it to the site's public https address`,
    );
  }
  if (!config.mail.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: e-mails (confirmations, team notifications, invitations) wait in the outbox and are never sent',
    );
  }
  const admins = (await store.list(User, { filter: { role: 'admin' } })) as unknown as UserRecord[];
  if (!admins.some((admin) => !admin.disabled)) {
    warnings.push(
      'No admin account: nobody can sign in to /admin; create one with `npm run admin -- create <email>`, or start once with ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
  return warnings;
}

import type { AppConfig } from '../config';

function namesThisMachine(url: string) {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * What a production server runs without, badly: logged as warnings at start. Whether an admin
 * can sign in comes from start-server.ts (the account store).
 */
export function productionWarnings(config: AppConfig, hasEnabledAdmin: boolean) {
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
  if (!hasEnabledAdmin) {
    warnings.push(
      'No admin account: nobody can sign in to /admin; create one with `npm run admin -- create <email>`, or start once with ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
  return warnings;
}

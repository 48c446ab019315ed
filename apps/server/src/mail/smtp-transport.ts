import type Nodemailer from 'nodemailer';
import { lazyModule } from '../platform/lazy-module';
import type { MailConfig } from '../config';
import type { MailTransport, OutgoingEmail } from './mail-worker';

const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

/** The domain of `Name <user@domain>` or `user@domain`, for Message-IDs. */
export function domainOf(from: string) {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'vitrine.invalid';
}

/** The address of `Name <user@domain>` or `user@domain`. */
export function addressOf(from: string) {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * Sends through the SMTP server of `SMTP_URL` (nodemailer). Short timeouts keep a hung server
 * from holding a claimed e-mail; the worker retries later.
 */
export function createSmtpTransport(
  config: MailConfig & { smtpUrl: string },
  { connections }: { connections?: number } = {},
): MailTransport {
  const transporter = nodemailer().createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Campaigns: that many SMTP connections kept open and used in parallel.
    ...(connections ? { pool: true, maxConnections: connections, maxMessages: 1000 } : {}),
  });
  const domain = domainOf(config.from);
  const address = addressOf(config.from);
  return {
    async send(email: OutgoingEmail) {
      const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
      if (email.list_unsubscribe) {
        headers['List-Unsubscribe'] = `<${email.list_unsubscribe}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      await transporter.sendMail({
        // An admin's SendEmail may name the sender; the address is always MAIL_FROM's.
        from: email.from_name ? { name: email.from_name, address } : config.from,
        to: email.to,
        replyTo: email.reply_to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // One Message-ID per outbox record: a resend after a crash is recognisably the same.
        messageId: `<${email.id}@${domain}>`,
        headers,
      });
    },
    async sendRaw(envelope, raw) {
      await transporter.sendMail({ envelope, raw });
    },
    close: () => transporter.close(),
  };
}

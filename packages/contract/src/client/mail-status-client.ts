import type { HttpTransport, RequestOptions } from './http-transport';

/** `GET /apps/{appId}/mail/status` (admins only): whether e-mails go out, and the outbox's counts. */
export interface MailStatus {
  /** False without SMTP_URL: nothing is sent, e-mails are only stored. */
  smtp_configured: boolean;
  /** Waiting for the worker; never sent while no SMTP server is configured. */
  pending: number;
  /** Written while SMTP_URL was not set: kept for admins to read, never sent. */
  stored: number;
  /** Refused MAIL_RETRY_MAX times. */
  failed: number;
  /** Pending when a backup was taken: never sent until an admin sends or drops them. */
  held: number;
}

/** Reads the mail status. */
export function fetchMailStatus(
  transport: HttpTransport,
  appId: string,
  options?: RequestOptions,
): Promise<MailStatus> {
  const path = `/apps/${encodeURIComponent(appId)}/mail/status`;
  return transport.request<MailStatus>({ method: 'GET', path, options });
}

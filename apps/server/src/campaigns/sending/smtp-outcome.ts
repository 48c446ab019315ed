import { retryDelayMs } from '../../mail/mail';
import type { Outcome } from './recipient-store';

/** SMTP errors quote addresses: the report and logs keep the rest, with `<address>` instead. */
export function errorText(error: unknown) {
  const { message, responseCode } = (error ?? {}) as { message?: unknown; responseCode?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  const clean = text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>').slice(0, 500);
  return typeof responseCode === 'number' && !clean.includes(String(responseCode))
    ? `${responseCode} ${clean}`
    : clean;
}

/** Log fields of an SMTP error, without its text. */
export function errorCodes(error: unknown) {
  const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return { code, responseCode, command };
}

/**
 * What a failed send means for its recipient:
 * - a 5xx answer to `RCPT TO`: the server refused the address for good: failed and bouncing;
 * - any other 5xx (the message, the sender): failed, the address kept;
 * - 4xx or no answer (connection, timeout): tried again after 1, 2, 4… minutes, up to
 *   `retryMax` attempts, then failed.
 */
export function failedOutcome(
  subscriberId: string,
  errorsBefore: number,
  error: unknown,
  retryMax: number,
): Outcome {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  const text = errorText(error);
  const code = typeof responseCode === 'number' ? responseCode : 0;
  if (code >= 500 && code < 600) {
    return { subscriberId, result: 'failed', error: text, bounced: command === 'RCPT TO' };
  }
  const attempts = errorsBefore + 1;
  if (attempts >= retryMax) return { subscriberId, result: 'failed', error: text, bounced: false };
  const retryAt = new Date(Date.now() + retryDelayMs(attempts));
  return { subscriberId, result: 'retry', error: text, retryAt };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the listener received it, decoded enough for assertions. */
export interface ReceivedMail {
  envelopeFrom: string;
  recipients: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(value: string) {
  const clean = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < clean.length; index += 1) {
    const hex = clean.slice(index + 1, index + 3);
    if (clean[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(clean.charCodeAt(index));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as nodemailer writes subjects. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Record<string, string>, body: string) {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text and HTML parts of a message (single part or multipart/alternative). */
function parts(headers: Record<string, string>, body: string) {
  const found: { text: string; html: string } = { text: '', html: '' };
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const sections = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  for (const section of sections) {
    const content = decodeBody(section.headers, section.body).replace(/\r\n/g, '\n');
    if ((section.headers['content-type'] ?? '').startsWith('text/html')) found.html = content;
    else found.text = content;
  }
  return found;
}

export function parseMail(raw: string, envelopeFrom: string, recipients: string[]): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  for (const key of Object.keys(headers)) headers[key] = decodeWords(headers[key] ?? '');
  return {
    envelopeFrom,
    recipients,
    headers,
    subject: headers.subject ?? '',
    ...parts(headers, body),
  };
}

/**
 * A real SMTP server on 127.0.0.1 (random port, no TLS, any or no login) that keeps what it
 * receives. `reject(true)` makes it answer every message with a temporary failure; `refuse(address)`
 * refuses one address for good.
 */
export async function startSmtpListener(port = 0) {
  const received: ReceivedMail[] = [];
  let rejecting = false;
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    // Many parallel connections (campaigns send through a pool).
    maxClients: 1000,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          return callback(error);
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  // A client killed mid-conversation (SIGKILL tests) resets its connection: not a listener error.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    reject(on: boolean) {
      rejecting = on;
    },
    /** Refuses this address for good (550 to `RCPT TO`), as for a mailbox that does not exist. */
    refuse(address: string) {
      refused.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;

import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message as the sink received it: the envelope and the raw message. */
export interface SunkMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A plain SMTP listener on loopback that accepts messages (no TLS, no auth), for journeys
 * whose server must send for real (campaigns refuse to start without `SMTP_URL`). The web app
 * never imports the server's test helpers, so this speaks just enough SMTP for nodemailer.
 */
export async function startSmtpSink({
  refuse = () => false,
}: {
  /** Recipients refused for good (550), as a mailbox that does not exist. */
  refuse?: (address: string) => boolean;
} = {}) {
  const messages: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let envelope: SunkMail = { from: '', to: [], raw: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.raw = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          messages.push(envelope);
          envelope = { from: '', to: [], raw: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (refuse(address)) reply('550 5.1.1 No such mailbox');
          else {
            envelope.to.push(address);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages sent to `address`. */
    to: (address: string) => messages.filter((mail) => mail.to.includes(address)),
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

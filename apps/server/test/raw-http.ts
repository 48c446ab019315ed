import { connect } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function decodeChunked(raw: Buffer) {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses the first HTTP/1.1 response in `raw` (the bytes a server sent before closing). */
export function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status: 0, headers: {}, body: raw };
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headEnd + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = decodeChunked(body);
  else if (headers['content-length'] !== undefined)
    body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body };
}

export interface SendOptions {
  /** Pause between chunks (a slow client). */
  delayMs?: number;
  /** Give up (and destroy the socket) after this long. */
  timeoutMs?: number;
}

/**
 * Writes `chunks` to a fresh connection as they are, then reads until the server closes it.
 * Write errors are ignored: a server may answer and close before the client is done sending.
 */
export function sendRaw(
  port: number,
  chunks: (string | Buffer)[],
  { delayMs = 0, timeoutMs = 15_000 }: SendOptions = {},
): Promise<RawResponse & { elapsedMs: number; timedOut: boolean }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let timedOut = false;
    let finished = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const response = parseResponse(Buffer.concat(received));
      resolve({ ...response, elapsedMs: Date.now() - started, timedOut });
    };
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.once('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed || finished) return;
        socket.write(chunk);
        if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
      }
    });
  });
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function inParallel<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

import type { IncomingMessage } from 'node:http';

/**
 * The client address of an upgrade request, by `TRUST_PROXY` as Fastify reads it for requests:
 * `true` the first `X-Forwarded-For` entry, a number that many trusted hops from the right.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean | number) {
  const remote = request.socket.remoteAddress ?? '';
  if (trustProxy === false || trustProxy === 0) return remote;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket's peer, then the proxies' entries from the right.
  const hops = [remote, ...forwarded.reverse()];
  const trusted = trustProxy === true ? hops.length - 1 : Math.min(trustProxy, hops.length - 1);
  return hops[trusted] ?? remote;
}

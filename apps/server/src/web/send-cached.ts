import type { FastifyReply } from 'fastify';
import { encodedBody, type CachedPage } from './page-cache';
import { negotiateEncoding } from './prerendered-pages';
import { matchesEtag } from './shared-cache';

/** Adds a field to `Vary` without dropping the ones already set. */
export function addVary(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!fields.some((item) => item.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * Sends a cached answer, compressed from the copy kept with it when the client accepts it, or a
 * 304 when `If-None-Match` names its ETag.
 */
export function replay(
  reply: FastifyReply,
  page: CachedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch?: string,
) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', 'hit');
  addVary(reply, 'Accept-Encoding');
  const etag = page.headers.find(([name]) => name === 'etag')?.[1];
  if (etag && matchesEtag(ifNoneMatch, etag)) return reply.status(304).send();
  const { body, encoding } = encodedBody(page, negotiateEncoding(acceptEncoding));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

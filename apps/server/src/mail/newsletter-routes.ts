import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityStore } from '../entities/entity-store';
import { isPlainObject } from '../entities/request-body';
import { AppError } from '../errors/app-error';
import { badRequest } from '../http/http-error';
import type { MailService } from './mail-service';

export interface NewsletterRouteOptions {
  store: EntityStore;
  mail: MailService;
  rateLimit: { max: number; timeWindow: string };
}

const invalidToken = () =>
  new AppError(
    404,
    API_ERROR_CODES.invalidToken,
    'This link is not valid any more; sign up again to get a new one',
  );

/** The token from a JSON body `{token}`, or from the query (RFC 8058 one-click links). */
function tokenOf(request: FastifyRequest, fromQuery: boolean) {
  const body = request.body;
  if (isPlainObject(body) && typeof body.token === 'string') return body.token;
  const query = request.query as Record<string, unknown>;
  if (fromQuery && typeof query.token === 'string') return query.token;
  throw badRequest('Send the token of the link');
}

/**
 * `newsletter/confirm` and `newsletter/unsubscribe`, under `/api/apps/{appId}`. The e-mail links
 * open a page of the site, which POSTs here: prefetching a link never changes anything.
 */
export function registerNewsletterRoutes(
  api: FastifyInstance,
  { store, mail, rateLimit }: NewsletterRouteOptions,
) {
  const options = { config: { rateLimit }, bodyLimit: 4096 };

  api.post('/newsletter/confirm', options, async (request) => {
    const id = await mail.tokens.subscriberFor(tokenOf(request, false), 'confirm');
    if (!id) throw invalidToken();
    const updated = await store.update(NewsletterSubscriber, id, { confirmed: true });
    if (!updated) {
      await mail.tokens.forget(id);
      throw invalidToken();
    }
    return { status: 'confirmed' };
  });

  api.register(async (scope) => {
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click`, form-encoded, to this route only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post('/newsletter/unsubscribe', options, async (request) => {
      const id = await mail.tokens.subscriberFor(tokenOf(request, true), 'unsubscribe');
      if (!id) throw invalidToken();
      // A real erasure: the record, every link to it and the opt-in e-mails it was sent.
      const subscriber = await store.get(NewsletterSubscriber, id);
      await store.delete(NewsletterSubscriber, id);
      await mail.tokens.forget(id);
      if (typeof subscriber?.email === 'string') {
        await store.deleteWhere(OutboxEmail, { to: subscriber.email, kind: 'newsletter-opt-in' });
      }
      request.log.info('newsletter subscriber removed');
      return { status: 'unsubscribed' };
    });

    // A mail client without one-click support opens the header's address: show the page,
    // which asks before anything is removed.
    scope.get<{ Querystring: { token?: string; lang?: string } }>(
      '/newsletter/unsubscribe',
      options,
      async (request, reply) => {
        const language = request.query.lang === 'en' ? 'en' : 'fr';
        const token = request.query.token ?? '';
        const target = /^[A-Za-z0-9_-]{1,64}$/.test(token)
          ? mail.composer.newsletterPageUrl(language, 'unsubscribe', token)
          : mail.composer.pageUrl(language, '/newsletter');
        return reply.redirect(target, 302);
      },
    );
  });
}

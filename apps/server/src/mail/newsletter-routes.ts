import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { Type, type Static } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import { badRequest } from '../http/http-error';
import { typedRoutes, type TypedApi } from '../http/request-schema';
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

const Token = Type.String({ minLength: 1, maxLength: 128 });
const TokenBody = Type.Object({ token: Token });
const LinkQuery = Type.Object({
  token: Type.Optional(Token),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});
/** A link opened in a browser: whatever it carries, it leads to a page of the site. */
const PageQuery = Type.Object({
  token: Type.Optional(Type.String()),
  lang: Type.Optional(Type.String()),
});
/** RFC 8058: mail providers POST `List-Unsubscribe=One-Click` with the token in the link's query. */
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const UnsubscribeBody = Type.Union([
  Type.Object({
    token: Type.Optional(Token),
    [ONE_CLICK_FIELD]: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  Type.Undefined(),
]);

/**
 * The token from the body `{token}` (the site's page), or from the query of a one-click link,
 * whose body must then be `List-Unsubscribe=One-Click` (RFC 8058 §3.2): a 400 otherwise.
 */
function tokenOf(body: Static<typeof UnsubscribeBody>, query: Static<typeof LinkQuery>) {
  if (body?.token !== undefined) return body.token;
  if (body?.[ONE_CLICK_FIELD] !== 'One-Click') {
    throw badRequest('A one-click unsubscribe sends the form body List-Unsubscribe=One-Click');
  }
  if (query.token === undefined) throw badRequest('Send the token of the link');
  return query.token;
}

/**
 * `newsletter/confirm` and `newsletter/unsubscribe`, under `/api/apps/{appId}`. The e-mail links
 * open a page of the site, which POSTs here: prefetching a link never changes anything.
 */
export function registerNewsletterRoutes(
  api: TypedApi,
  { store, mail, rateLimit }: NewsletterRouteOptions,
) {
  const options = { config: { rateLimit }, bodyLimit: 4096 };

  api.post('/newsletter/confirm', { ...options, schema: { body: TokenBody } }, async (request) => {
    const id = await mail.tokens.subscriberFor(request.body.token, 'confirm');
    if (!id) throw invalidToken();
    const updated = await store.update(NewsletterSubscriber, id, { confirmed: true });
    if (!updated) {
      await mail.tokens.forget(id);
      throw invalidToken();
    }
    return { status: 'confirmed' };
  });

  api.register(async (plain) => {
    const scope = typedRoutes(plain);
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click`, form-encoded, to this route only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const unsubscribe = { ...options, schema: { body: UnsubscribeBody, querystring: LinkQuery } };
    scope.post('/newsletter/unsubscribe', unsubscribe, async (request) => {
      const token = tokenOf(request.body, request.query);
      const id = await mail.tokens.subscriberFor(token, 'unsubscribe');
      // A repeat (a provider's retry, a second click) is told it is done, as the first time.
      if (!id && (await mail.tokens.wasUnsubscribed(token))) return { status: 'unsubscribed' };
      if (!id) throw invalidToken();
      // A real erasure: the record, every link to it and the opt-in e-mails it was sent.
      const subscriber = await store.get(NewsletterSubscriber, id);
      await store.delete(NewsletterSubscriber, id);
      await mail.tokens.forget(id);
      await mail.tokens.rememberUnsubscribed(token);
      if (typeof subscriber?.email === 'string') {
        await store.deleteWhere(OutboxEmail, { to: subscriber.email, kind: 'newsletter-opt-in' });
      }
      request.log.info('newsletter subscriber removed');
      return { status: 'unsubscribed' };
    });

    // A mail client without one-click support opens the header's address: show the page,
    // which asks before anything is removed.
    scope.get(
      '/newsletter/unsubscribe',
      { ...options, schema: { querystring: PageQuery } },
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

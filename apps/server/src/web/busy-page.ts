import type { Locale } from '@vitrine/contract/locales';
import type { FastifyReply } from 'fastify';
import type { Refusal } from './render-gate';

const COPY: Record<Locale, Record<Refusal['reason'], { title: string; text: string }>> = {
  fr: {
    busy: {
      title: 'Le site est très demandé',
      text: 'Cette page ne peut pas s’afficher tout de suite. Réessayez dans quelques secondes.',
    },
    rate: {
      title: 'Trop de pages demandées',
      text: 'Vous avez ouvert beaucoup de pages en peu de temps. Réessayez dans une minute.',
    },
  },
  en: {
    busy: {
      title: 'The site is very busy',
      text: 'This page cannot be shown right now. Please try again in a few seconds.',
    },
    rate: {
      title: 'Too many pages requested',
      text: 'You opened many pages in a short time. Please try again in a minute.',
    },
  },
};

/**
 * A refused render (decision 0038): 503 when every render slot and the queue are taken, 429 past
 * the per-address limit, with `Retry-After` and a short page in the visitor's language.
 */
export function sendRefusal(reply: FastifyReply, locale: Locale, refusal: Refusal) {
  const { title, text } = COPY[locale][refusal.reason];
  reply
    .status(refusal.reason === 'busy' ? 503 : 429)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8');
  return reply.send(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`,
  );
}

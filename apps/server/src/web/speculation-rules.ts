import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the site's pages point browsers for their Speculation Rules (decision 0066). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Prefetch the site's own pages when a visitor is about to follow a link to one (pointer resting
 * on it, or pressing it): never the console, the API, files, previews or the language switch. Prefetch only, not
 * prerender: a prerendered page the visitor never opens would otherwise run its scripts.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/admin{/*}?',
                '/login{/*}?',
                '/api/*',
                '/auth/*',
                '/assets/*',
                '/images/*',
                '/uploads/*',
                '/*.*',
                '/*\\?*preview=*',
              ],
            },
          },
          // The language switch changes the `lang` cookie as it is followed: a page fetched
          // before (a redirect back, decision 0067) would be the wrong one.
          {
            not: {
              selector_matches: '[target], [download], [rel~=nofollow], [data-language-switch]',
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

const BODY = `${JSON.stringify(SPECULATION_RULES)}\n`;

/** Serves the rules with the type browsers require. */
export function registerSpeculationRules(app: FastifyInstance) {
  app.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/speculationrules+json')
      .header('cache-control', 'public, max-age=3600')
      .send(BODY),
  );
}

/** Names the rules on a page of the site (a header, so the page needs no inline script). */
export function nameSpeculationRules(reply: FastifyReply) {
  reply.header('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
}

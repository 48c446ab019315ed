import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import type { CampaignClicks } from './campaign-clicks';

/**
 * `GET /c/{token}`: the site links of a campaign e-mail (decision 0063). Answers 302 to the link
 * the stored campaign holds (with its UTM), never to an address read from the request, then
 * counts the click in the background; a HEAD (link checkers, prefetchers) is not counted. A
 * token that is malformed, too long, not signed by the site or names no stored link: 404.
 */
export function registerClickRoute(app: FastifyInstance, clicks: CampaignClicks) {
  app.get<{ Params: { token: string } }>('/c/:token', async (request, reply) => {
    const click = await clicks.tokens.read(request.params.token);
    const url = click && (await clicks.store.target(click.campaignId, click.linkIndex));
    if (!click || !url) throw notFound('This link is not one of our e-mails');
    if (request.method === 'GET') clicks.recorder.add(click);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .redirect(url, 302);
  });
}

import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { badRequest } from '../../http/http-error';
import { readTrackBatch, type TrackEvent } from './track-body';
import { exclusionOf } from './track-exclusions';
import { TRACK_LIMITS } from './track-limits';
import { isConsolePage } from './track-page';
import type { TrackService } from './track-service';

function parseJson(text: string) {
  if (text.trim() === '') return undefined;
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}

/** The console's pages are never counted. */
function isSitePage(event: TrackEvent) {
  const page =
    event.kind === 'pageview'
      ? event.address.page
      : event.kind === 'engagement'
        ? event.page
        : null;
  return page === null || !isConsolePage(page);
}

/**
 * `POST /analytics/track/batch` under `/api/apps/:appId`: the Base44 SDK's event batches, as
 * JSON or as `text/plain` (what `navigator.sendBeacon` sends with a string). `200 {}` once the
 * counted events are stored; events not counted (robots, prefetches, the team, console pages,
 * names other than the page view, engagement and heartbeat events) get the same answer.
 */
export function registerTrackRoute(
  api: FastifyInstance,
  tracking: TrackService,
  rateLimit: { max: number; timeWindow: string },
) {
  api.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: TRACK_LIMITS.bodyBytes },
      (_request, body, done) => {
        try {
          done(null, parseJson(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.post(
      '/analytics/track/batch',
      { config: { rateLimit }, bodyLimit: TRACK_LIMITS.bodyBytes },
      async (request) => {
        if (!tracking.enabled) return {};
        const events = readTrackBatch(request.body, tracking.now());
        if (exclusionOf(request) || tracking.dropsCrossSite(request)) return {};
        await tracking.track(request, events.filter(isSitePage));
        return {};
      },
    );
  });
}

import { badRequest } from '../../http/http-error';
import { pageAddressOf, type PageAddress } from './track-page';
import { TRACK_LIMITS } from './track-limits';

/** What the server keeps of the events it counts; every other event name is accepted and dropped. */
export type TrackEvent =
  | {
      kind: 'pageview';
      ts: number;
      address: PageAddress;
      referrer: string | null;
      language: unknown;
    }
  | { kind: 'engagement'; ts: number; page: string | null; engagedMs: number }
  | { kind: 'heartbeat'; ts: number };

/** The Base44 SDK's own events, read as ours. */
const KINDS: Record<string, TrackEvent['kind']> = {
  pageview: 'pageview',
  __initialization_event__: 'pageview',
  engagement: 'engagement',
  __session_duration_event__: 'engagement',
  __user_heartbeat_event__: 'heartbeat',
};

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(value: unknown, name: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  if (value.length > max) throw badRequest(`${name} is longer than ${max} characters`);
  return value;
}

/** The event's time: its own timestamp when it is recent (a beacon of queued events), else now. */
function timeOf(timestamp: string | null, now: number) {
  const ms = timestamp === null ? Number.NaN : Date.parse(timestamp);
  if (!Number.isFinite(ms)) return now;
  return Math.min(now, Math.max(now - TRACK_LIMITS.clockSkewMs, ms));
}

function durationOf(value: unknown, name: string) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw badRequest(`${name} must be a number of milliseconds`);
  return Math.min(Math.round(value), TRACK_LIMITS.engagedMs);
}

function readEvent(event: unknown, index: number, now: number): TrackEvent | null {
  const where = `Event ${index}`;
  if (!isObject(event)) throw badRequest(`${where} must be an object`);
  const name = optionalText(event.event_name, `${where}: event_name`, TRACK_LIMITS.eventNameChars);
  if (!name) throw badRequest(`${where} needs an event_name`);
  const properties = event.properties ?? {};
  if (!isObject(properties)) throw badRequest(`${where}: properties must be an object`);
  if (Object.keys(properties).length > TRACK_LIMITS.propertyKeys)
    throw badRequest(`${where} has more than ${TRACK_LIMITS.propertyKeys} properties`);
  const pageUrl = optionalText(event.page_url, `${where}: page_url`, TRACK_LIMITS.pageUrlChars);
  optionalText(event.user_id, `${where}: user_id`, 256);
  optionalText(event.session_id, `${where}: session_id`, 256);
  const ts = timeOf(optionalText(event.timestamp, `${where}: timestamp`, 64), now);
  const kind = KINDS[name];
  if (kind === 'heartbeat') return { kind, ts };
  const address = pageUrl === null ? null : pageAddressOf(pageUrl);
  if (pageUrl !== null && !address) throw badRequest(`${where}: page_url is not a URL or a path`);
  if (kind === 'engagement') {
    const engaged = properties.engaged_ms ?? properties.sessionDuration;
    const engagedMs = durationOf(engaged, `${where}: engaged_ms`);
    return { kind, ts, page: address?.page ?? null, engagedMs };
  }
  if (kind !== 'pageview') return null;
  if (!address) throw badRequest(`${where}: a page view needs its page_url`);
  const referrer = optionalText(
    properties.referrer,
    `${where}: referrer`,
    TRACK_LIMITS.referrerChars,
  );
  return { kind, ts, address, referrer, language: properties.language };
}

/**
 * The counted events of a batch `{events: [...]}` in the Base44 SDK's format, in order. Any
 * malformed event refuses the whole batch (400), so a batch is stored whole or not at all.
 */
export function readTrackBatch(body: unknown, now: number): TrackEvent[] {
  if (!isObject(body) || !Array.isArray(body.events))
    throw badRequest('Send {"events": [...]} as JSON');
  if (body.events.length > TRACK_LIMITS.events)
    throw badRequest(`A batch holds at most ${TRACK_LIMITS.events} events`);
  const events: TrackEvent[] = [];
  body.events.forEach((event, index) => {
    const read = readEvent(event, index, now);
    if (read) events.push(read);
  });
  return events;
}

import type { FastifyRequest } from 'fastify';
import type { AnalyticsConfig } from '../../config';
import type { Database } from '../../db/database';
import { EventWriter } from './event-writer';
import { SessionTracker } from './session-tracker';
import type { Visit } from './session-visit';
import type { TrackEvent } from './track-body';
import type { CountryLookup } from './visitor-country';
import { localDay } from '../local-time';
import { visitorId } from './visitor-id';
import { VisitorSalts } from './visitor-salt';
import { DeviceParser, primaryLanguage } from './visitor-traits';
import { AddressQuota } from './track-address-quota';
import { DayValues } from './track-day-values';
import { isCrossSite } from './track-origin';

/** Batches dropped since start (answered 200 like the others), by reason. */
export interface TrackDrops {
  /** Sent from another site's page (`Sec-Fetch-Site: cross-site` or a foreign `Origin`). */
  cross_site: number;
  /** Past `ANALYTICS_ADDRESS_PAGEVIEWS` or `ANALYTICS_ADDRESS_VISITS` for the day. */
  address_cap: number;
}

export interface TrackServiceOptions {
  config: AnalyticsConfig;
  database: Database;
  /** The site's address (`PUBLIC_URL`): its host is part of the visitor id, and is internal. */
  publicUrl: string;
  country: CountryLookup;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

/**
 * Collection: who is visiting (a visitor id of the day, and categories), their visits, and
 * the writing of what a batch adds to them. Nothing of the request is kept but categories.
 */
export class TrackService {
  readonly enabled: boolean;
  readonly now: () => number;
  readonly sessions: SessionTracker;
  private readonly salts: VisitorSalts;
  private readonly devices = new DeviceParser();
  private readonly writer: EventWriter;
  private readonly siteHost: string;
  private readonly quota: AddressQuota;
  readonly values: DayValues;
  readonly drops: TrackDrops = { cross_site: 0, address_cap: 0 };

  constructor(private readonly options: TrackServiceOptions) {
    this.enabled = options.config.enabled;
    this.now = options.now ?? Date.now;
    this.sessions = new SessionTracker(options.database);
    this.salts = new VisitorSalts(options.database);
    this.writer = new EventWriter(options.database);
    this.siteHost = new URL(options.publicUrl).hostname.toLowerCase();
    const { addressPageviews, addressVisits, dayValues } = options.config;
    this.quota = new AddressQuota({ pageviews: addressPageviews, visits: addressVisits });
    this.values = new DayValues(dayValues);
  }

  dayOf(ms: number) {
    return localDay(ms, this.options.config.timeZone);
  }

  /** The visitor id of the request's client today (the same from the tracker and a form). */
  async visitorOf(request: FastifyRequest, now: number) {
    const day = this.dayOf(now);
    const salt = await this.salts.saltFor(day);
    const userAgent = request.headers['user-agent'] ?? '';
    return { day, visitorId: visitorId(salt, this.siteHost, request.ip, userAgent) };
  }

  async visitOf(request: FastifyRequest, now: number): Promise<Visit> {
    const { day, visitorId: id } = await this.visitorOf(request, now);
    const ownHosts = [this.siteHost.replace(/^www\./, '')];
    const requestHost = request.hostname?.toLowerCase().replace(/^www\./, '');
    if (requestHost && requestHost !== ownHosts[0]) ownHosts.push(requestHost);
    return {
      visitorId: id,
      day,
      traits: this.devices.traitsOf(request.headers['user-agent'] ?? ''),
      acceptLanguage: primaryLanguage(request.headers['accept-language']),
      country: this.options.country(request.ip),
      ownHosts,
    };
  }

  /** A beacon from another site's page: answered like the others, never counted. */
  dropsCrossSite(request: FastifyRequest) {
    if (!isCrossSite(request, this.siteHost)) return false;
    this.drops.cross_site += 1;
    return true;
  }

  /**
   * Stores what `events` add to the visitor's visits; settles once committed. A batch past its
   * address's caps for the day is dropped whole; values past the day's distinct values are
   * stored as `(other)`.
   */
  async track(request: FastifyRequest, events: readonly TrackEvent[]) {
    if (events.length === 0) return;
    const now = this.now();
    const visit = await this.visitOf(request, now);
    // The address's key of the day: the visitor id's hash without a user agent, never stored.
    const address = visitorId(await this.salts.saltFor(visit.day), '', request.ip, '');
    if (!this.quota.open(address)) {
      this.drops.address_cap += 1;
      return;
    }
    const known = await this.sessions.current(visit.visitorId, now);
    const writes = this.sessions.plan(visit, events, known);
    if (!this.quota.take(address, writes.pageviews.length, writes.sessions.length)) {
      this.sessions.forget(visit.visitorId);
      this.drops.address_cap += 1;
      return;
    }
    try {
      await this.writer.write(this.values.cap(writes, visit.day));
    } catch (error) {
      // The visit in memory may hold what was never stored: the next batch reads the database.
      this.sessions.forget(visit.visitorId);
      throw error;
    }
  }
}

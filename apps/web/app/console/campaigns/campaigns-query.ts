import type { EntityQuery } from '@vitrine/contract/client/entity-handler';
import {
  NEWSLETTER_CAMPAIGN_STATUSES,
  type NewsletterCampaignRecord,
} from '@vitrine/contract/entities/newsletter-campaign';
import { LOCALES } from '@vitrine/contract/locales';
import { textSearch } from '../shared/lists/list-query';

/** Every column of the list; never the content, which can be long. */
export const CAMPAIGN_LIST_FIELDS = [
  'id',
  'subject',
  'language',
  'status',
  'recipients',
  'sent',
  'failed',
  'scheduled_at',
  'started_at',
  'finished_at',
  'created_date',
] as const;

export type CampaignSummary = Pick<NewsletterCampaignRecord, (typeof CAMPAIGN_LIST_FIELDS)[number]>;

/** The URL search parameters of the campaigns list (`page` aside). */
export const CAMPAIGN_FILTER_KEYS = ['q', 'status', 'language'] as const;
export type CampaignFilters = Record<(typeof CAMPAIGN_FILTER_KEYS)[number], string>;

/**
 * The list's filter: status, language and the search in the subject (case-insensitive). Values
 * that are not options (a hand-edited address) are ignored.
 */
export function campaignsQuery({ q, status, language }: CampaignFilters): EntityQuery {
  const query: EntityQuery = { ...textSearch(q, ['subject']) };
  if ((NEWSLETTER_CAMPAIGN_STATUSES as readonly string[]).includes(status)) query.status = status;
  if ((LOCALES as readonly string[]).includes(language)) query.language = language;
  return query;
}

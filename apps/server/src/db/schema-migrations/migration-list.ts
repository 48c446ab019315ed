import type { MigrationProvider } from 'kysely';
import type { Database } from '../database';
import { baseline } from './0001-baseline';
import { newsletterCampaigns } from './0002-newsletter-campaigns';
import { analyticsConversionsSession } from './0003-analytics-conversions-session';
import { leadStatus } from './0004-lead-status';
import { contentHistory } from './0005-content-history';
import { siteContentSeeded } from './0006-site-content-seeded';
import { seeds } from './0007-seeds';
import { mfaChallenges } from './0008-mfa-challenges';
import { siteOwner } from './0009-site-owner';
import { totp } from './0010-totp';
import { sessionDetails } from './0011-session-details';
import { ssoStates } from './0012-sso-states';
import { passkeys } from './0013-passkeys';
import { webhooks } from './0014-webhooks';
import { apiKeys } from './0015-api-keys';
import { campaignClicks } from './0016-campaign-clicks';
import { postSlugHistory } from './0017-post-slug-history';
import { planPrices } from './0018-plan-prices';
import { leadTimeline } from './0019-lead-timeline';
import { mediaDetails } from './0020-media-details';
import { teamMemberSlugs } from './0021-team-member-slugs';
import { aiUsage } from './0022-ai-usage';

type Step = (database: Database) => Promise<void>;

/**
 * Every migration, oldest first. Append only: a released migration is never edited, renamed or
 * removed (the database records it by name), and names sort in this order (Kysely runs them by
 * name). Forward only: there is no `down`.
 */
export const MIGRATIONS: readonly (readonly [name: string, up: Step])[] = [
  ['0001-baseline', baseline],
  ['0002-newsletter-campaigns', newsletterCampaigns],
  ['0003-analytics-conversions-session', analyticsConversionsSession],
  ['0004-lead-status', leadStatus],
  ['0005-content-history', contentHistory],
  ['0006-site-content-seeded', siteContentSeeded],
  ['0007-seeds', seeds],
  ['0008-mfa-challenges', mfaChallenges],
  ['0009-site-owner', siteOwner],
  ['0010-totp', totp],
  ['0011-session-details', sessionDetails],
  ['0012-sso-states', ssoStates],
  ['0013-passkeys', passkeys],
  ['0014-webhooks', webhooks],
  ['0015-api-keys', apiKeys],
  ['0016-campaign-clicks', campaignClicks],
  ['0017-post-slug-history', postSlugHistory],
  ['0018-plan-prices', planPrices],
  ['0019-lead-timeline', leadTimeline],
  ['0020-media-details', mediaDetails],
  ['0021-team-member-slugs', teamMemberSlugs],
  ['0022-ai-usage', aiUsage],
];

export const MIGRATION_NAMES: readonly string[] = MIGRATIONS.map(([name]) => name);

/**
 * Kysely's provider: the list above, compiled in (the server is one bundle, so no folder is
 * read at run time). Each step gets the database's dialect and the migrator's connection.
 */
export function migrationProvider(database: Database): MigrationProvider {
  const entries = MIGRATIONS.map(([name, up]) => [
    name,
    { up: (db: Database['db']) => up({ ...database, db }) },
  ]);
  return { getMigrations: () => Promise.resolve(Object.fromEntries(entries)) };
}

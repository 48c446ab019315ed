import {
  NewsletterCampaign,
  type NewsletterCampaignStatus,
} from '@vitrine/contract/entities/newsletter-campaign';
import type { StandingLifecycle } from '../../entities/entity-lifecycle';
import type { StoredRecord } from '../../entities/entity-records';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { ClickStore } from '../clicks/click-store';
import { campaignInProgress, campaignLocked, serverManagedField } from './campaign-errors';
import { checkTranslation } from '../email/campaign-versions';

/** Only these can be edited: once sending starts, the e-mail is what was sent. */
export const EDITABLE_STATUSES: readonly NewsletterCampaignStatus[] = ['draft', 'scheduled'];
/** A campaign in these states has e-mails on their way: cancel it before deleting it. */
const BUSY_STATUSES: readonly NewsletterCampaignStatus[] = ['sending', 'paused'];

const MANAGED = NewsletterCampaign.serverManaged ?? [];
/** What a new campaign holds in the managed fields (the entity's `fill`); a client may echo it. */
const NEW_CAMPAIGN: Record<string, unknown> = {
  status: 'draft',
  recipients: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
};

/** Managed fields whose value in `after` differs from `before`'s. */
function changedManaged(before: Record<string, unknown>, after: Record<string, unknown>) {
  return MANAGED.filter((field) => before[field] !== after[field]);
}

/**
 * What every write of `NewsletterCampaign` through the entity routes (single, bulk, update-many,
 * import, delete by filter) must respect, in the write's transaction:
 * - status and figures are set by the server only (a create may carry the new campaign's values);
 * - a `translation` is in the other language than the campaign's (422 naming `translation.language`);
 * - only `draft` and `scheduled` campaigns are edited (409 `CAMPAIGN_LOCKED`);
 * - a `sending` or `paused` one is not deleted (409 `CAMPAIGN_IN_PROGRESS`); deleting any other
 *   deletes its recipients, links and clicks, so its report goes with it.
 * The sending engine changes status and figures with its own conditional statements, which do
 * not pass through here.
 */
export function campaignRules(): StandingLifecycle {
  return {
    creating: (records) => {
      records.forEach(checkTranslation);
      const set = records.flatMap((record) =>
        MANAGED.filter(
          (field) => record[field] !== undefined && record[field] !== NEW_CAMPAIGN[field],
        ),
      );
      if (set.length > 0) throw serverManagedField([...new Set(set)]);
    },
    updated: async (_trx, { before, after }) => {
      const byId = new Map(before.map((record) => [record.id, record]));
      for (const record of after) {
        const old = byId.get(record.id) as StoredRecord;
        if (!EDITABLE_STATUSES.includes(old.status as NewsletterCampaignStatus))
          throw campaignLocked(old.status);
        checkTranslation(record);
        const changed = changedManaged(old, record);
        if (changed.length > 0) throw serverManagedField(changed);
      }
    },
    deleted: async (trx, { before }) => {
      const busy = before.find((record) =>
        BUSY_STATUSES.includes(record.status as NewsletterCampaignStatus),
      );
      if (busy) throw campaignInProgress(busy.status);
      const ids = before.map((record) => record.id);
      for (let start = 0; start < ids.length; start += 500) {
        const some = ids.slice(start, start + 500);
        await trx.deleteFrom(CAMPAIGN_RECIPIENTS_TABLE).where('campaign_id', 'in', some).execute();
        await ClickStore.deleteFor(trx, some);
      }
    },
  };
}

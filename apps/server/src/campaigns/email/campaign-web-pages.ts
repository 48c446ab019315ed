import { createHash } from 'node:crypto';
import {
  NewsletterCampaign,
  type NewsletterCampaignRecord,
  type NewsletterCampaignStatus,
} from '@vitrine/contract/entities/newsletter-campaign';
import { ValidationError } from '../../entities/entity-errors';
import type { EntityStore } from '../../entities/entity-store';
import type { MailComposer } from '../../mail/mail';
import type { UploadStore } from '../../uploads/uploads';
import type { Locale } from '@vitrine/contract/locales';
import { campaignWebPage } from './campaign-email';
import { campaignContents } from './campaign-versions';
import { loadCampaignImages } from './campaign-images';
import { campaignPostOf } from './campaign-post';

/** Before sending starts, a campaign is a draft: its web version does not exist yet. */
const NOT_STARTED: readonly NewsletterCampaignStatus[] = ['draft', 'scheduled'];
/** Pages kept rendered (a campaign's page is read by many recipients at once). */
const KEPT = 20;

/**
 * The public web versions of campaigns, rendered once per version of what they show and kept: recipients
 * opening the link at the same time cost one rendering.
 */
export class CampaignWebPages {
  private readonly rendered = new Map<string, string>();

  constructor(
    private readonly store: EntityStore,
    private readonly composer: Pick<MailComposer, 'campaignLinks'>,
    private readonly uploads: Pick<UploadStore, 'manifestOf'>,
  ) {}

  /**
   * The page of a started campaign in `language` (its own when it has no version in it), or
   * undefined (unknown, or not started).
   */
  async page(id: string, language?: Locale) {
    const record = (await this.store.get(NewsletterCampaign, id)) as
      NewsletterCampaignRecord | undefined;
    if (!record || NOT_STARTED.includes(record.status)) return undefined;
    const versions = campaignContents(record);
    const campaign = versions.find((version) => version.language === language) ?? versions[0]!;
    // A post unpublished since the sending: the page goes without its card.
    const post = await campaignPostOf(this.store, campaign, this.uploads).catch((error) => {
      if (error instanceof ValidationError) return undefined;
      throw error;
    });
    // Its figures change while it is sent; only what the page shows makes a new version.
    const { subject, preheader, content } = campaign;
    const shown = JSON.stringify([subject, preheader, content, campaign.language, post]);
    const key = `${campaign.id}:${createHash('sha256').update(shown).digest('base64url')}`;
    const kept = this.rendered.get(key);
    if (kept !== undefined) return kept;
    const images = await loadCampaignImages(campaign.content, this.uploads);
    const html = campaignWebPage({
      campaign,
      post,
      images,
      composer: this.composer,
      translated: campaign.translated,
    });
    if (this.rendered.size >= KEPT) this.rendered.delete(this.rendered.keys().next().value!);
    this.rendered.set(key, html);
    return html;
  }
}

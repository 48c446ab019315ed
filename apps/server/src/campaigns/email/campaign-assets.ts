import type { Locale } from '@vitrine/contract/locales';
import type { EntityStore } from '../../entities/entity-store';
import type { UploadStore } from '../../uploads/uploads';
import { loadCampaignImages } from './campaign-images';
import { campaignPostOf } from './campaign-post';

/**
 * What `prepareCampaignEmail` needs besides the campaign: its post (a 422 naming `post_id` when
 * it cannot head the e-mail) and the mail variants of the uploads its content shows.
 */
export async function loadCampaignAssets(
  store: EntityStore,
  campaign: { content: string; language: Locale; post_id?: string },
  uploads?: Pick<UploadStore, 'manifestOf'>,
) {
  const post = await campaignPostOf(store, campaign, uploads);
  const images = await loadCampaignImages(campaign.content, uploads);
  return { post, images };
}

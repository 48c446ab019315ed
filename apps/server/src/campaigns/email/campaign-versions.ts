import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { Locale } from '@vitrine/contract/locales';
import { ValidationError } from '../../entities/entity-errors';
import type { EntityStore } from '../../entities/entity-store';
import type { MailComposer } from '../../mail/mail';
import type { UploadStore } from '../../uploads/uploads';
import { loadCampaignAssets } from './campaign-assets';
import {
  type CampaignContent,
  prepareCampaignEmail,
  type PreparedCampaignEmail,
  slugOf,
} from './campaign-email';

type Versioned = CampaignContent & Pick<NewsletterCampaignRecord, 'post_id' | 'translation'>;

/** One language's e-mail of a campaign. */
export interface CampaignVersion {
  language: Locale;
  email: PreparedCampaignEmail;
  /** Its first counted link's index among the campaign's links (the main version's come first). */
  offset: number;
}

/** A campaign's e-mails, one per language it goes out in; the first is its own language's. */
export interface CampaignVersions {
  versions: CampaignVersion[];
  /** Every version's counted links, in index order (`offset` + the version's own index). */
  links: string[];
  untracked: number;
}

/**
 * The campaign's contents by language: its own, then its `translation` when it has one, under
 * the same id and `utm_campaign` (one campaign in the reports and the Audience dashboard).
 */
export function campaignContents(campaign: Versioned): (Versioned & { translated: boolean })[] {
  const main = { ...campaign, translated: false };
  const translation = campaign.translation;
  if (!translation) return [main];
  const { language, subject, preheader, content, post_id } = translation;
  const second = {
    id: campaign.id,
    utm_campaign: slugOf(campaign),
    language,
    subject,
    content,
    translated: true,
    ...(preheader === undefined ? {} : { preheader }),
    ...(post_id === undefined ? {} : { post_id }),
  };
  return [main, second];
}

/** The languages a campaign goes out in: its own, and its translation's. */
export const campaignLanguages = (campaign: Pick<Versioned, 'language' | 'translation'>) =>
  campaign.translation ? [campaign.language, campaign.translation.language] : [campaign.language];

/** A second version in the campaign's own language: a 422 naming `translation.language`. */
export function checkTranslation(record: Record<string, unknown>) {
  const translation = record.translation as { language?: unknown } | undefined;
  if (!translation || translation.language !== record.language) return;
  throw new ValidationError([
    {
      field: 'translation.language',
      rule: 'enum',
      message: `The second version must be in the other language than the campaign's (${String(record.language)})`,
    },
  ]);
}

/**
 * Runs `work` for a version; the second version's 422s name its fields under `translation.`
 * (its `post_id` is `translation.post_id`).
 */
export async function forVersion<T>(version: { translated: boolean }, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!version.translated || !(error instanceof ValidationError)) throw error;
    const issues = error.issues.map((issue) => ({ ...issue, field: `translation.${issue.field}` }));
    throw new ValidationError(issues);
  }
}

/** Renders each version once (its post, images, layout), the links numbered across versions. */
export async function prepareCampaignVersions(
  campaign: Versioned,
  tools: {
    store: EntityStore;
    uploads?: Pick<UploadStore, 'manifestOf'>;
    composer: Pick<MailComposer, 'campaignLinks'>;
  },
): Promise<CampaignVersions> {
  const versions: CampaignVersion[] = [];
  const links: string[] = [];
  let untracked = 0;
  for (const content of campaignContents(campaign)) {
    const assets = await forVersion(content, () =>
      loadCampaignAssets(tools.store, content, tools.uploads),
    );
    const email = prepareCampaignEmail({
      campaign: content,
      ...assets,
      composer: tools.composer,
      translated: content.translated,
    });
    versions.push({ language: content.language, email, offset: links.length });
    links.push(...email.links);
    untracked += email.untracked;
  }
  return { versions, links, untracked };
}

/** The version a subscriber of `language` gets: theirs, or the campaign's own. */
export const versionFor = (prepared: CampaignVersions, language: unknown) =>
  prepared.versions.find((version) => version.language === language) ?? prepared.versions[0]!;

import { randomBytes } from 'node:crypto';
import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import {
  type CampaignLinks,
  escapeHtml,
  headerSafe,
  type MailComposer,
  oneLine,
} from '../../mail/mail';
import { campaignCopy, type CampaignCopy } from './campaign-copy';
import type { MailImages } from './campaign-images';
import { campaignPageHtml, footerParagraph, linkStyle } from './campaign-layout';
import { mailMarkdown } from './campaign-markdown';
import type { CampaignPost } from './campaign-post';
import { postCardHtml, postCardText } from './campaign-post-card';

export type CampaignContent = Pick<
  NewsletterCampaignRecord,
  'id' | 'subject' | 'preheader' | 'content' | 'language'
>;

export interface CampaignEmailInput {
  campaign: CampaignContent;
  /** From `loadCampaignAssets` (campaign-assets.ts), when the campaign names a post. */
  post?: CampaignPost;
  /** The uploads the content shows, from `loadCampaignAssets` (campaign-assets.ts). */
  images?: MailImages;
  /** Builds the site's absolute addresses (`MailService.composer`). */
  composer: Pick<MailComposer, 'campaignLinks'>;
}

export interface PersonalisedEmail {
  subject: string;
  html: string;
  text: string;
  webVersionUrl: string;
}

/** Renders the markdown, post card, layout once per campaign; personalising is string replacement. */
export interface PreparedCampaignEmail {
  personalise(unsubscribeUrl: string): PersonalisedEmail;
}

interface Rendered {
  subject: string;
  html: string;
  text: string;
  links: CampaignLinks;
}

function footer(copy: CampaignCopy, links: CampaignLinks, unsubscribeUrl: string | undefined) {
  const privacy = `${escapeHtml(copy.privacy(links.privacyEmail))} <a class="vt-link" href="${escapeHtml(links.privacyUrl)}" style="${linkStyle}">${escapeHtml(copy.privacyLink)}</a>`;
  const unsubscribe = unsubscribeUrl
    ? `${escapeHtml(copy.noLongerInterested)} <a class="vt-link" href="${escapeHtml(unsubscribeUrl)}" style="${linkStyle}">${escapeHtml(copy.unsubscribe)}</a>`
    : escapeHtml(copy.unsubscribeFromEmail);
  const why = unsubscribeUrl ? copy.why : copy.webVersion;
  const html = [escapeHtml(why), unsubscribe, privacy].map(footerParagraph).join('');
  const text = [
    why,
    unsubscribeUrl
      ? `${copy.noLongerInterested} ${copy.label(copy.unsubscribe)} ${unsubscribeUrl}`
      : copy.unsubscribeFromEmail,
    `${copy.privacy(links.privacyEmail)}\n${copy.label(copy.privacyLink)} ${links.privacyUrl}`,
  ].join('\n\n');
  return { html, text };
}

/** The campaign as HTML and text; `unsubscribeUrl` undefined for the web version. */
function render(input: CampaignEmailInput, unsubscribeUrl: string | undefined): Rendered {
  const { campaign, post, images, composer } = input;
  const copy = campaignCopy(campaign.language);
  const links = composer.campaignLinks(campaign.language, campaign.id);
  const subject = headerSafe(campaign.subject);
  const content = mailMarkdown(campaign.content, links.siteUrl, images);
  const card = post && {
    html: postCardHtml(post, copy, links.siteUrl),
    text: postCardText(post, copy, links.siteUrl),
  };
  const bottom = footer(copy, links, unsubscribeUrl);
  const isEmail = unsubscribeUrl !== undefined;
  const html = campaignPageHtml({
    language: campaign.language,
    subject,
    preheader: campaign.preheader ? oneLine(campaign.preheader) : undefined,
    webVersion: isEmail ? { label: copy.viewInBrowser, url: links.webVersionUrl } : undefined,
    homeUrl: links.homeUrl,
    bodyHtml: `${card?.html ?? ''}${content.html}`,
    footerHtml: bottom.html,
  });
  const text = [
    ...(isEmail ? [`${copy.label(copy.viewInBrowser)} ${links.webVersionUrl}`] : []),
    subject,
    ...(card ? [card.text] : []),
    content.text,
    `———\n${bottom.text}`,
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  return { subject, html, text: `${text}\n`, links };
}

/** Splits `value` at each `marker`, so that joining the pieces with a value is all it costs. */
const pieces = (value: string, marker: string) => value.split(marker);

/**
 * Renders a campaign once (markdown, post card, layout); `personalise` then only puts each
 * recipient's unsubscribe address in its places (HTML-escaped in the HTML, as is in the text).
 */
export function prepareCampaignEmail(input: CampaignEmailInput): PreparedCampaignEmail {
  // Letters and digits only: escaping leaves it as is, and no content can hold it by chance.
  const marker = `vtunsubscribe${randomBytes(12).toString('hex')}`;
  const rendered = render(input, marker);
  const html = pieces(rendered.html, marker);
  const text = pieces(rendered.text, marker);
  const { subject } = rendered;
  const { webVersionUrl } = rendered.links;
  return {
    personalise: (unsubscribeUrl) => ({
      subject,
      html: html.join(escapeHtml(unsubscribeUrl)),
      text: text.join(unsubscribeUrl),
      webVersionUrl,
    }),
  };
}

/** The public web version: the same page without personal links (`GET …/campaigns/{id}/web`). */
export function campaignWebPage(input: CampaignEmailInput) {
  return render(input, undefined).html;
}

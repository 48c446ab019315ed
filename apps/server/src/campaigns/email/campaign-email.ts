import { randomBytes } from 'node:crypto';
import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { campaignSlug } from '@vitrine/contract/newsletter/campaign-slug';
import {
  type CampaignLinks,
  escapeHtml,
  headerSafe,
  type MailComposer,
  oneLine,
} from '../../mail/mail';
import {
  escapeAttribute,
  joinLinks,
  linkPieces,
  planLinks,
  type LinkPlan,
} from '../clicks/campaign-links';
import { campaignCopy, type CampaignCopy } from './campaign-copy';
import type { MailImages } from './campaign-images';
import { campaignPageHtml, footerParagraph, linkStyle } from './campaign-layout';
import { mailMarkdown } from './campaign-markdown';
import type { CampaignPost } from './campaign-post';
import { postCardHtml, postCardText } from './campaign-post-card';

export type CampaignContent = Pick<
  NewsletterCampaignRecord,
  'id' | 'subject' | 'preheader' | 'content' | 'language' | 'utm_campaign'
>;

export interface CampaignEmailInput {
  campaign: CampaignContent;
  /** From `loadCampaignAssets` (campaign-assets.ts), when the campaign names a post. */
  post?: CampaignPost;
  /** The uploads the content shows, from `loadCampaignAssets` (campaign-assets.ts). */
  images?: MailImages;
  /** Builds the site's absolute addresses (`MailService.composer`). */
  composer: Pick<MailComposer, 'campaignLinks'>;
  /** The campaign's second version (`translation`): its web version is `…/web?lang={language}`. */
  translated?: boolean;
}

export interface PersonalisedEmail {
  subject: string;
  html: string;
  text: string;
  webVersionUrl: string;
}

/** Renders the markdown, post card, layout once per campaign; personalising is string replacement. */
export interface PreparedCampaignEmail {
  /**
   * The e-mail of one recipient: their unsubscribe address, and each site link through
   * `clickUrl(index)` (the click redirect) or, without it, straight to the link with its UTM.
   */
  personalise(unsubscribeUrl: string, clickUrl?: (index: number) => string): PersonalisedEmail;
  /** The site links counted, by index, each with its UTM (at most `MAX_TRACKED_LINKS`). */
  links: readonly string[];
  /** Distinct site links past that bound: they carry their UTM but are not counted. */
  untracked: number;
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
  const own = composer.campaignLinks(campaign.language, campaign.id);
  const links = input.translated
    ? { ...own, webVersionUrl: `${own.webVersionUrl}?lang=${campaign.language}` }
    : own;
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

/** The campaign's `utm_campaign`: its own, or one made from its subject. */
export const slugOf = (campaign: CampaignContent) =>
  campaign.utm_campaign ?? campaignSlug(campaign.subject);

/** Marks the site links of a rendered campaign (decision 0063: UTM and counted clicks). */
function planned(input: CampaignEmailInput, rendered: Rendered, marker: string): LinkPlan {
  const { siteUrl, webVersionUrl } = rendered.links;
  return planLinks(rendered.html, rendered.text, {
    origin: new URL(siteUrl).origin,
    slug: slugOf(input.campaign),
    keep: (url) => url === webVersionUrl,
    marker,
  });
}

/**
 * Renders a campaign once (markdown, post card, layout); `personalise` then only puts each
 * recipient's unsubscribe address and site links in their places (HTML-escaped in the HTML, as
 * is in the text).
 */
export function prepareCampaignEmail(input: CampaignEmailInput): PreparedCampaignEmail {
  // Letters and digits only: escaping leaves them as they are, and no content holds them by chance.
  const unsubscribe = `vtunsubscribe${randomBytes(12).toString('hex')}`;
  const marker = `vtlink${randomBytes(12).toString('hex')}`;
  const rendered = render(input, unsubscribe);
  const plan = planned(input, rendered, marker);
  const html = linkPieces(plan.html, marker, unsubscribe);
  const text = linkPieces(plan.text, marker, unsubscribe);
  const { subject } = rendered;
  const { webVersionUrl } = rendered.links;
  const direct = (index: number) => plan.links[index] ?? '';
  return {
    personalise: (unsubscribeUrl, clickUrl = direct) => ({
      subject,
      html: joinLinks(
        html,
        (index) => escapeAttribute(clickUrl(index)),
        escapeHtml(unsubscribeUrl),
      ),
      text: joinLinks(text, clickUrl, unsubscribeUrl),
      webVersionUrl,
    }),
    links: plan.links,
    untracked: plan.untracked,
  };
}

/**
 * The public web version: the same page without personal links (`GET …/campaigns/{id}/web`);
 * its site links carry their UTM, not the click redirect.
 */
export function campaignWebPage(input: CampaignEmailInput) {
  const marker = `vtlink${randomBytes(12).toString('hex')}`;
  const rendered = render(input, undefined);
  const plan = planned(input, rendered, marker);
  return joinLinks(
    linkPieces(plan.html, marker, marker),
    (index) => escapeAttribute(plan.links[index] ?? ''),
    '',
  );
}

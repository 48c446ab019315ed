import { escapeHtml } from '../../mail/mail';
import type { CampaignCopy } from './campaign-copy';
import { buttonHtml } from './campaign-layout';
import { absoluteUrl } from './campaign-markdown';
import type { CampaignPost } from './campaign-post';
import { CONTENT_WIDTH, MAIL_COLORS as C } from './campaign-style';

/** The image drawn `CONTENT_WIDTH` wide, its height in proportion when its size is known. */
function imageHtml(post: CampaignPost, href: string, siteUrl: string) {
  const { image } = post;
  if (!image) return '';
  const height =
    image.width && image.height
      ? ` height="${Math.round((image.height * CONTENT_WIDTH) / image.width)}"`
      : '';
  const src = escapeHtml(absoluteUrl(image.src, siteUrl));
  const style = `display:block;width:100%;max-width:${CONTENT_WIDTH}px;height:auto;border:0;border-radius:10px 10px 0 0;`;
  return `<tr><td style="padding:0;"><a href="${href}"><img src="${src}" alt="${escapeHtml(post.title)}" width="${CONTENT_WIDTH}"${height} style="${style}"></a></td></tr>`;
}

/** The post a campaign starts from: its image, title, excerpt and a button to read it. */
export function postCardHtml(post: CampaignPost, copy: CampaignCopy, siteUrl: string) {
  const url = absoluteUrl(post.path, siteUrl);
  const href = escapeHtml(url);
  const title = `<h2 class="vt-ink" style="margin:0 0 8px;font-size:22px;line-height:1.3;font-weight:700;color:${C.ink};"><a class="vt-ink" href="${href}" style="color:${C.ink};text-decoration:none;">${escapeHtml(post.title)}</a></h2>`;
  const excerpt = `<p style="margin:0 0 20px;">${escapeHtml(post.excerpt)}</p>`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" class="vt-rule" style="margin:0 0 28px;border:1px solid ${C.rule};border-radius:10px;border-collapse:separate;">${imageHtml(post, href, siteUrl)}<tr><td style="padding:20px;">${title}${excerpt}${buttonHtml(copy.readPost, url)}</td></tr></table>`;
}

export function postCardText(post: CampaignPost, copy: CampaignCopy, siteUrl: string) {
  const url = absoluteUrl(post.path, siteUrl);
  return `${post.title}\n${post.excerpt}\n${copy.label(copy.readPost)} ${url}`;
}

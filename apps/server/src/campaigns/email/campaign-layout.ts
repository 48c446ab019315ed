import { escapeHtml } from '../../mail/mail';
import {
  CONTENT_WIDTH,
  DARK_COLORS as D,
  EMAIL_WIDTH,
  MAIL_COLORS as C,
  MAIL_FONT,
} from './campaign-style';

/** The parts of a campaign's page, already HTML (content, card) or plain text (the rest). */
export interface LayoutParts {
  language: string;
  subject: string;
  preheader?: string;
  /** Absent in the web version itself. */
  webVersion?: { label: string; url: string };
  homeUrl: string;
  /** The post card and the sanitised content, as HTML. */
  bodyHtml: string;
  /** The footer's paragraphs, as HTML. */
  footerHtml: string;
}

const DARK_BACKGROUNDS = (prefix: string) =>
  `${prefix}.vt-bg{background:${D.background}!important;}
${prefix}.vt-card{background:${D.card}!important;}
${prefix}.vt-code{background:${D.codeBackground}!important;}`;
const DARK_TEXT = (prefix: string) =>
  `${prefix}.vt-text{color:${D.text}!important;}
${prefix}.vt-ink{color:${D.ink}!important;}
${prefix}.vt-muted{color:${D.muted}!important;}
${prefix}.vt-link{color:${D.link}!important;}
${prefix}.vt-rule{border-color:${D.rule}!important;}`;

/**
 * Dark colours for clients that honour `prefers-color-scheme` (Apple Mail, Outlook for Mac,
 * Thunderbird) and for Outlook.com's dark mode, which marks its own (`data-ogsb`/`data-ogsc`).
 */
const DARK_STYLE = `:root{color-scheme:light dark;supported-color-schemes:light dark;}
@media (prefers-color-scheme:dark){
${DARK_BACKGROUNDS('')}
${DARK_TEXT('')}
}
${DARK_BACKGROUNDS('[data-ogsb] ')}
${DARK_TEXT('[data-ogsc] ')}
@media only screen and (max-width:620px){.vt-pad{padding:24px 16px!important;}}`;

/** Keeps mail clients from filling the preview line with the text that follows the preheader. */
const PREHEADER_FILL = '&#8199;&#65279;&#847; '.repeat(40);

function preheaderHtml(text: string | undefined) {
  if (!text) return '';
  const style = `display:none;max-height:0;max-width:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${C.background};opacity:0;`;
  return `<div style="${style}">${escapeHtml(text)}${PREHEADER_FILL}</div>`;
}

export const linkStyle = `color:${C.link};text-decoration:underline;`;

/** A paragraph of the footer; `html` is already escaped. */
export const footerParagraph = (html: string) =>
  `<p class="vt-muted" style="margin:0 0 10px;font-size:13px;line-height:1.5;color:${C.muted};">${html}</p>`;

/** A call to action that Outlook draws as a button too (a coloured cell around the link). */
export function buttonHtml(label: string, url: string) {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;"><tr><td bgcolor="${C.button}" style="border-radius:8px;background:${C.button};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;font-family:${MAIL_FONT.sans};font-size:16px;font-weight:600;line-height:1.2;color:${C.buttonText};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a></td></tr></table>`;
}

/**
 * The whole e-mail: tables for the layout (`role="presentation"`), styles inline, 600 px wide
 * at most, light and dark colour schemes, the subject as the one `<h1>`, a hidden preheader.
 */
export function campaignPageHtml(parts: LayoutParts) {
  const subject = escapeHtml(parts.subject);
  const table = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
  const webVersion = parts.webVersion
    ? `<tr><td class="vt-muted" style="padding:0 24px 12px;font-family:${MAIL_FONT.sans};font-size:13px;line-height:1.5;text-align:right;color:${C.muted};"><a class="vt-link" href="${escapeHtml(parts.webVersion.url)}" style="${linkStyle}">${escapeHtml(parts.webVersion.label)}</a></td></tr>`
    : '';
  const brand = `<p style="margin:0 0 20px;font-size:20px;font-weight:700;line-height:1.2;"><a class="vt-link" href="${escapeHtml(parts.homeUrl)}" style="color:${C.link};text-decoration:none;">Vitrine</a></p>`;
  const heading = `<h1 class="vt-ink" style="margin:0 0 24px;font-size:28px;line-height:1.25;font-weight:800;color:${C.ink};">${subject}</h1>`;
  return `<!doctype html>
<html lang="${escapeHtml(parts.language)}" dir="ltr" xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${subject}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style>${DARK_STYLE}</style>
</head>
<body class="vt-bg" style="margin:0;padding:0;width:100%;background:${C.background};">
${preheaderHtml(parts.preheader)}
<table ${table} width="100%" class="vt-bg" style="background:${C.background};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table ${table} width="${EMAIL_WIDTH}"><tr><td><![endif]-->
<table ${table} width="100%" style="max-width:${EMAIL_WIDTH}px;">
${webVersion}
<tr><td class="vt-card vt-text vt-pad" bgcolor="${C.card}" style="padding:32px 24px;background:${C.card};border-radius:12px;font-family:${MAIL_FONT.sans};font-size:16px;line-height:1.6;color:${C.text};">
<div style="max-width:${CONTENT_WIDTH}px;">${brand}${heading}${parts.bodyHtml}</div>
</td></tr>
<tr><td style="padding:24px 24px 8px;font-family:${MAIL_FONT.sans};">${parts.footerHtml}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

import { escapeHtml } from './html-escape';
import { tableHtml, tableText, type TableBlock } from './layout-table';

/** The building blocks of an e-mail; `renderMail` turns them into plain text and simple HTML. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** A call to action: a button in HTML, the label and the address on their own lines in text. */
  | { type: 'button'; label: string; url: string }
  /** Label/value rows (team notifications); labels carry their own punctuation. */
  | { type: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  /** Text written by a visitor, shown as is. */
  | { type: 'quote'; text: string }
  /** A data table (reports). */
  | TableBlock;

/** A small print paragraph under the signature, with an optional link. */
export interface MailNote {
  text: string;
  link?: { label: string; url: string };
}

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  signature: string;
  /** Who collects, why, for how long, how to ask for erasure, and the privacy page. */
  privacy: MailNote;
  notes?: MailNote[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/**
 * French typography for template text: a non-breaking space before : ; ! ? » and after «.
 * A tagged template, so interpolated values (names, URLs) are left exactly as they are.
 */
export function fr(strings: TemplateStringsArray, ...values: unknown[]) {
  const spaced = (part: string) =>
    part.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
  return strings.reduce(
    (out, part, index) => out + spaced(part) + (index < values.length ? String(values[index]) : ''),
    '',
  );
}

// A run of C0/C1 controls (CR, LF, tab, BEL, NEL…) or Unicode line and paragraph separators,
// with the spaces around it.
const FOLDED = /[ \p{Cc}\u2028\u2029]*[\p{Cc}\u2028\u2029][ \p{Cc}\u2028\u2029]*/gu;
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/** One line: each run of controls and line separators becomes one space; the ends are trimmed. */
export function oneLine(value: string) {
  return value.replace(FOLDED, ' ').trim();
}

/** Text kept on its own lines: every kind of line break becomes `\n`, each line is `oneLine`. */
export function plainLines(value: string) {
  return value.split(LINE_BREAK).map(oneLine).join('\n').trim();
}

/** No line breaks or control characters in a header such as the subject; at most `max` long. */
export function headerSafe(value: string, max = 200) {
  // Non-breaking spaces (French typography) stay.
  const flat = oneLine(value).replace(/ {2,}/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const STYLE = {
  body: 'margin:0;padding:0;background:#f4f5f7;',
  frame:
    'max-width:560px;margin:0 auto;padding:32px 24px;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;color:#1f2933;',
  brand: 'margin:0 0 24px;font-size:20px;font-weight:700;color:#3730a3;',
  paragraph: 'margin:0 0 16px;',
  button:
    'display:inline-block;background:#3730a3;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;',
  url: 'margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all;',
  label: 'text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#52606d;font-weight:600;',
  value: 'vertical-align:top;padding:4px 0;',
  quote:
    'margin:0 0 16px;padding:12px 16px;border-left:4px solid #c7d2fe;background:#ffffff;white-space:pre-wrap;',
  rule: 'border:none;border-top:1px solid #d9dde3;margin:32px 0 16px;',
  note: 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#52606d;',
  link: 'color:#3730a3;',
};

function blockHtml(block: MailBlock) {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${STYLE.paragraph}">${escapeLines(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0 8px;"><a href="${escapeHtml(block.url)}" style="${STYLE.button}">${escapeHtml(block.label)}</a></p><p style="${STYLE.url}">${escapeHtml(block.url)}</p>`;
    case 'fields':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${STYLE.label}">${escapeHtml(label)}</th><td style="${STYLE.value}">${escapeLines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="${STYLE.quote}">${escapeHtml(block.text)}</blockquote>`;
    case 'table':
      return tableHtml(block);
  }
}

function blockText(block: MailBlock) {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}\n${block.url}`;
    case 'fields':
      return block.rows.map(([label, value]) => `${label} ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'table':
      return tableText(block);
  }
}

const noteHtml = (note: MailNote) =>
  `<p style="${STYLE.note}">${escapeHtml(note.text)}${
    note.link
      ? ` <a href="${escapeHtml(note.link.url)}" style="${STYLE.link}">${escapeHtml(note.link.label)}</a>`
      : ''
  }</p>`;
const noteText = (note: MailNote) =>
  note.link ? `${note.text}\n${note.link.label} <${note.link.url}>` : note.text;

/** The same e-mail as plain text and as inline-styled HTML; every value is escaped. */
export function renderMail(content: MailContent, language: string): RenderedMail {
  const notes = [...(content.notes ?? []), content.privacy];
  const text = [
    ...content.blocks.map(blockText),
    content.signature,
    `---\n${notes.map(noteText).join('\n\n')}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="${STYLE.body}"><div style="${STYLE.frame}"><p style="${STYLE.brand}">Vitrine</p>${content.blocks.map(blockHtml).join('')}<p style="${STYLE.paragraph}">${escapeLines(content.signature)}</p><hr style="${STYLE.rule}">${notes.map(noteHtml).join('')}</div></body></html>`;
  return { subject: content.subject, text: `${text}\n`, html };
}

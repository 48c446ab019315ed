import type { Locale } from '@vitrine/contract/locales';

// Control characters (C0, DEL, C1), zero-width characters, bidirectional overrides and isolates,
// and the byte order mark: none belongs in a title, a subject or an alt text.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const HTML_TAG = /<\/?[a-z][^<>]*>/gi;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** Emphasis and code marks: `**`, `__`, `*`, `_` around a word, `` ` ``, `~~`. */
const MARKDOWN_MARKS = /(\*{1,3}|_{2,3}|`+|~~)(?=\S)([^*_`~]*?\S)\1/g;
const LEADING_BLOCK_MARK = /^(?:#{1,6}\s+|>\s*|[-*+]\s+|\d{1,3}[.)]\s+)+/;
const WRAPPING_QUOTES: readonly [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ["'", "'"],
  ['‘', '’'],
  ['«', '»'],
];

/** `Image of …`, `Picture showing …`, « Image de … »: words an alt text must not open with. */
const ALT_OPENERS: Record<Locale, RegExp> = {
  en: /^(?:(?:an?|the)\s+)?(?:image|picture|photo(?:graph)?|illustration)\s+(?:of|showing|depicting)\s+/i,
  fr: /^(?:(?:une|l['’])\s*)?(?:image|photo(?:graphie)?|illustration)\s+(?:de\s+|d['’]\s*|montrant\s+|représentant\s+)/i,
};

function unwrapQuotes(text: string) {
  for (const [open, close] of WRAPPING_QUOTES) {
    if (text.length < 2 || !text.startsWith(open) || !text.endsWith(close)) continue;
    const inner = text.slice(open.length, -close.length);
    // A quote inside means the marks are the text's own (« a » and « b »), not a wrapping.
    if (!inner.includes(open) && !inner.includes(close)) return inner.trim();
  }
  return text;
}

/** French typography: the existing space before `: ; ! ? »` and after `«` becomes non-breaking. */
function frenchSpaces(text: string) {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

/**
 * A single-line text from the provider as a person could have typed it: invisible and control
 * characters removed, HTML tags and Markdown marks dropped (a link keeps its words), spaces
 * collapsed, wrapping quotes removed, and French spaces made non-breaking.
 */
export function cleanLine(raw: string, language: Locale) {
  let text = raw
    .replace(INVISIBLE, ' ')
    .replace(HTML_COMMENT, ' ')
    .replace(HTML_TAG, ' ')
    .replace(MARKDOWN_IMAGE, '$1')
    .replace(MARKDOWN_LINK, '$1')
    .replace(MARKDOWN_MARKS, '$2')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING_BLOCK_MARK, '')
    .trim();
  text = unwrapQuotes(text);
  return language === 'fr' ? frenchSpaces(text) : text;
}

/** An alt text without the `Image of …` opening screen readers already announce. */
export function cleanAlt(raw: string, language: Locale) {
  const text = cleanLine(raw, language);
  const opened = text.replace(ALT_OPENERS[language], '');
  if (opened === text || opened === '') return text;
  return opened.charAt(0).toLocaleUpperCase(language) + opened.slice(1);
}

/**
 * `text` within `max` characters: whole, or cut after its last word that fits (no dangling
 * comma or dash). Undefined when that keeps less than half of `max`: one word longer than the
 * field is no suggestion.
 */
export function cutAtWord(text: string, max: number) {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  if (space < max / 2) return undefined;
  const cut = head
    .slice(0, space)
    .replace(/[\s,;:\-–—(\u00a0]+$/u, '')
    .trim();
  return cut.length >= max / 2 ? cut : undefined;
}

/**
 * The start of a long text to send: whole when within `max`, else cut at the last space before
 * `max` (or at `max` when there is none).
 */
export function startOf(text: string, max: number) {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'));
  return space > max / 2 ? head.slice(0, space) : head;
}

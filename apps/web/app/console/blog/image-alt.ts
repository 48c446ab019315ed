/** A Markdown image: `![alt](address "title")`, alt and address captured. */
const IMAGE = /!\[((?:\\.|[^\]\\\n])*)\]\(\s*<?([^)\s>]+)>?[^)\n]*\)/g;

/** Alt text as Markdown's image brackets hold it: one line, brackets and backslashes escaped. */
export function markdownAlt(alt: string) {
  return alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (mark) => `\\${mark}`);
}

/** The addresses of the text's images whose alt text is empty, in order, each once. */
export function imagesWithoutAlt(markdown: string): string[] {
  const found = [...markdown.matchAll(IMAGE)]
    .filter((match) => match[1]!.trim() === '')
    .map((match) => match[2]!);
  return [...new Set(found)];
}

/** Addresses as the warning names them: their file name, the first `shown`, then `+n`. */
export function namedImages(addresses: string[], shown = 3) {
  const names = addresses.slice(0, shown).map((address) => address.split('/').at(-1) ?? address);
  const more = addresses.length - shown;
  return more > 0 ? `${names.join(', ')} +${more}` : names.join(', ');
}

/** The library's alt text of an image for a post in `language`. */
export const altFor = (item: { alt_fr: string; alt_en: string }, language: 'fr' | 'en') =>
  language === 'fr' ? item.alt_fr : item.alt_en;

/** The server's rule for slugs (BlogPost `slug`): lower-case words joined by single hyphens. */
export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/**
 * A slug from a title: lower-case, accents removed, anything else than letters and digits
 * becomes a single hyphen, no hyphen at either end (« L’IA à l’écran ! » → `l-ia-a-l-ecran`).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

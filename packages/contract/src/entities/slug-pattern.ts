/** An address key: lowercase letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/**
 * A key from a text of at most `maxLength` characters: lowercase, accents removed, anything else
 * than letters and digits a single hyphen, none at either end (« Inès Haddad » → `ines-haddad`);
 * '' when the text has no letter or digit.
 */
export function slugFromText(text: string, maxLength: number): string {
  return text
    .toLowerCase()
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

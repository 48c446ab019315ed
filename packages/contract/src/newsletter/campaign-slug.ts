/** What `utm_campaign` may hold: lower-case letters, digits and hyphens, 1 to 80 of them. */
export const CAMPAIGN_SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,79}$';

const MAX_SLUG = 80;

/**
 * A campaign's `utm_campaign` made from its subject: accents dropped, words joined by hyphens,
 * at most 80 characters; `newsletter` when the subject holds no letter or digit.
 */
export function campaignSlug(subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug === '' ? 'newsletter' : slug;
}

/** The most distinct site links a campaign counts clicks on; the others only get their UTM. */
export const MAX_TRACKED_LINKS = 100;

const UTM_SOURCE = 'newsletter';
const UTM_MEDIUM = 'email';

/**
 * `url` with `utm_source=newsletter`, `utm_medium=email` and `utm_campaign=<slug>` added to its
 * query, before its fragment; its own parameters (its own utm_* included) are kept as written.
 */
export function withUtm(url: string, slug: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const own = new URL(base).searchParams;
  const added = [
    ['utm_source', UTM_SOURCE],
    ['utm_medium', UTM_MEDIUM],
    ['utm_campaign', slug],
  ].filter(([name]) => !own.has(name as string));
  if (added.length === 0) return url;
  const query = added.map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query.join('&')}${hash}`;
}

export interface LinkRules {
  /** The site's origin (PUBLIC_URL's): only links there are changed. */
  origin: string;
  slug: string;
  /** Site links left exactly as they are (the web version). */
  keep: (url: string) => boolean;
  /** Letters and digits only, found nowhere else in the e-mail. */
  marker: string;
}

/** The HTML and text with each site link replaced by `{marker}n{index}x`, and the links' targets. */
export interface LinkPlan {
  html: string;
  text: string;
  /** Each link's address with its UTM, by index; at most `MAX_TRACKED_LINKS`. */
  links: string[];
  /** Distinct site links past the bound: given their UTM, not counted. */
  untracked: number;
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Finds the site links of a rendered campaign (HTML `href`s and the text's addresses). */
export function planLinks(html: string, text: string, rules: LinkRules): LinkPlan {
  const links: string[] = [];
  const over = new Set<string>();
  /** The marker for a site link, or its UTM address past the bound; undefined: not a site link. */
  const placeOf = (url: string): string | undefined => {
    if (originOf(url) !== rules.origin || rules.keep(url)) return undefined;
    const target = withUtm(url, rules.slug);
    let index = links.indexOf(target);
    if (index === -1 && links.length < MAX_TRACKED_LINKS) index = links.push(target) - 1;
    if (index !== -1) return `${rules.marker}n${index}x`;
    over.add(target);
    return target;
  };
  const newHtml = html.replace(/href="([^"]*)"/g, (whole, value: string) => {
    const place = placeOf(unescapeHtml(value));
    return place === undefined ? whole : `href="${escapeAttribute(place)}"`;
  });
  const newText = text.replace(/https?:\/\/[^\s<>"()]+/g, (found) => {
    const url = found.replace(/[.,;:!?]+$/, '');
    const place = placeOf(url);
    return place === undefined ? found : `${place}${found.slice(url.length)}`;
  });
  return { html: newHtml, text: newText, links, untracked: over.size };
}

/** Pieces of a planned part: text, the index of the link to put there, or -1: the unsubscribe. */
export type LinkPieces = (string | number)[];

/** Splits a planned part at its link markers and at `unsubscribe` (a marker too). */
export function linkPieces(value: string, marker: string, unsubscribe: string): LinkPieces {
  const parts = value.split(new RegExp(`${marker}n(\\d+)x|${unsubscribe}`));
  return parts.map((part, at) =>
    at % 2 === 0 ? (part ?? '') : part === undefined ? -1 : Number(part),
  );
}

/** Joins pieces: each link written by `link`, the unsubscribe address as `unsubscribe`. */
export function joinLinks(
  pieces: LinkPieces,
  link: (index: number) => string,
  unsubscribe: string,
) {
  return pieces
    .map((piece) => (typeof piece === 'string' ? piece : piece === -1 ? unsubscribe : link(piece)))
    .join('');
}

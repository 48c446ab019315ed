/**
 * Schemes a markdown link or image address may use (docs/product.md §5.5, §9.1); anything else
 * is emptied.
 */
export const ALLOWED_URL_SCHEMES: readonly string[] = [
  'http',
  'https',
  'irc',
  'ircs',
  'mailto',
  'xmpp',
];

// What a browser's URL parser does first: trim C0 controls and spaces, drop tabs and newlines.
// eslint-disable-next-line no-control-regex -- matching C0 controls is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * The address as the browser will read it, or '' when it is unsafe. `url` is the decoded value
 * (character references already resolved, as the HTML parser would). A colon before any `/`, `?`
 * or `#` means a scheme, which must be allow-listed; without one the address is relative and kept.
 * Stricter than a browser: `java%09script:x` or `x:y` count as (unknown) schemes and are emptied.
 */
export function safeUrl(url: string): string {
  const normalised = url.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  const colon = normalised.indexOf(':');
  if (colon === -1) return normalised;
  const beforeColon = normalised.slice(0, colon);
  if (/[/?#]/.test(beforeColon)) return normalised;
  return ALLOWED_URL_SCHEMES.includes(beforeColon.toLowerCase()) ? normalised : '';
}

/** Whether `url` (already safe) leaves the site: only http(s) links get `rel="noopener noreferrer"`. */
export function isExternalUrl(url: string): boolean {
  return /^https?:/i.test(url) || url.startsWith('//');
}

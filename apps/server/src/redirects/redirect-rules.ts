import { normalizeRedirectFrom, type RedirectStatus } from '@vitrine/contract/entities/redirect';

/** What the table needs of a stored redirect. */
export interface RedirectRule {
  id: string;
  from: string;
  to: string;
  status: RedirectStatus;
}

export interface RedirectMatch {
  id: string;
  location: string;
  status: RedirectStatus;
}

/**
 * Paths that belong to the server, the console, sign-in or files (docs/product.md §3.12): a
 * redirect may not take them over.
 */
const RESERVED_FROM =
  /^\/(?:api|auth|admin|login|logout|assets|images|uploads|c|__)(?:[/?]|$)|^\/(?:healthz|readyz|robots\.txt|sitemap\.xml|rss\.xml|en\/rss\.xml|blog\/rss\.xml|en\/blog\/rss\.xml|speculation-rules\.json)(?:\?|$)/i;

/** Why `from` may not be redirected, or undefined when it may. */
export function reservedFromProblem(from: string) {
  return RESERVED_FROM.test(from)
    ? `${from} belongs to the server (API, console, sign-in or files) and cannot be redirected`
    : undefined;
}

/** `to` as a path of this site (absolute addresses on `origin` too), or undefined when elsewhere. */
export function localTarget(to: string, origin: string) {
  if (to.startsWith('/')) return to;
  if (to.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) return to.slice(origin.length);
  return undefined;
}

function pathOf(address: string) {
  const queryStart = address.indexOf('?');
  return queryStart === -1 ? address : address.slice(0, queryStart);
}

/** The rules keyed by their normalized `from`; a request with a query tries `path?query`, then `path`. */
function ruleFor<T extends { from: string }>(rules: Map<string, T>, address: string) {
  const key = normalizeRedirectFrom(address);
  return rules.get(key) ?? (key.includes('?') ? rules.get(pathOf(key)) : undefined);
}

/**
 * Why these rules would loop, or undefined when they do not: following each rule's target
 * through the others must leave the site or end on an address no rule takes (a → a, a → b → a,
 * and longer chains are refused).
 */
export function loopProblem(rules: readonly { from: string; to: string }[], origin: string) {
  const byFrom = new Map(rules.map((rule) => [normalizeRedirectFrom(rule.from), rule]));
  for (const start of byFrom.values()) {
    const seen = new Set([normalizeRedirectFrom(start.from)]);
    let current: { from: string; to: string } | undefined = start;
    while (current) {
      const target = localTarget(current.to, origin);
      if (target === undefined) break;
      const next = ruleFor(byFrom, target);
      if (!next) break;
      const key = normalizeRedirectFrom(next.from);
      if (seen.has(key)) {
        return `A redirect from ${start.from} to ${start.to} would loop (${[...seen, key].join(' → ')})`;
      }
      seen.add(key);
      current = next;
    }
  }
  return undefined;
}

/** The redirects in memory, matched on every page request (one or two map look-ups). */
export class RedirectTable {
  private readonly byFrom: Map<string, RedirectRule>;

  constructor(readonly rules: readonly RedirectRule[]) {
    this.byFrom = new Map(rules.map((rule) => [normalizeRedirectFrom(rule.from), rule]));
  }

  get size() {
    return this.byFrom.size;
  }

  /**
   * The redirect for this request, if any. A rule without a query takes the path with any query,
   * which the new address keeps unless it has its own.
   */
  match(pathname: string, search: string): RedirectMatch | undefined {
    const rule = ruleFor(this.byFrom, `${pathname}${search}`);
    if (!rule) return undefined;
    const carries = search !== '' && !rule.from.includes('?') && !rule.to.includes('?');
    return {
      id: rule.id,
      status: rule.status,
      location: carries ? `${rule.to}${search}` : rule.to,
    };
  }
}

import { LRUCache } from 'lru-cache';
import UAParser from 'ua-parser-js';

/** The categories a visit keeps of its user agent: never the agent itself. */
export interface DeviceTraits {
  device: 'Desktop' | 'Mobile' | 'Tablet';
  browser: string;
  os: string;
}

/** Names the parser gives that are one family for the dashboard. */
const BROWSER_FAMILIES: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Mobile Firefox': 'Firefox',
  'Chrome WebView': 'Chrome',
  'Chrome Mobile': 'Chrome',
  Chromium: 'Chrome',
  'Samsung Internet': 'Samsung Internet',
  'Opera Touch': 'Opera',
  'Opera Mobi': 'Opera',
  'Opera GX': 'Opera',
  'Android Browser': 'Android Browser',
};

const OS_FAMILIES: Record<string, string> = {
  'Mac OS': 'macOS',
  macOS: 'macOS',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
  'Linux Mint': 'Linux',
  'Chromium OS': 'ChromeOS',
  'Chrome OS': 'ChromeOS',
  HarmonyOS: 'HarmonyOS',
};

const KNOWN_OS = new Set(['Windows', 'iOS', 'Android', 'Linux', 'macOS', 'ChromeOS']);

function deviceClass(type: string | undefined): DeviceTraits['device'] {
  if (type === 'mobile' || type === 'wearable') return 'Mobile';
  if (type === 'tablet') return 'Tablet';
  return 'Desktop';
}

function parse(userAgent: string): DeviceTraits {
  const result = new UAParser(userAgent).getResult();
  const browserName = result.browser.name;
  const osName = result.os.name;
  const os = osName ? (OS_FAMILIES[osName] ?? osName) : 'Other';
  return {
    device: deviceClass(result.device.type),
    browser: browserName ? (BROWSER_FAMILIES[browserName] ?? browserName) : 'Other',
    os: KNOWN_OS.has(os) || os === 'Other' ? os : os.slice(0, 40),
  };
}

/** The parser reads this many characters of an agent (ua-parser-js's `UA_MAX_LENGTH`). */
export const PARSED_UA_CHARS = 500;
/** Characters of agents the cache holds at most (about 4 MB): never an attacker's 16 KB agents. */
export const CACHED_UA_CHARS = 2_000_000;

/**
 * Parses user agents into categories; the same few agents come back often, so their parsed
 * part (the first 500 characters, all the parser reads) is kept, within `CACHED_UA_CHARS`.
 */
export class DeviceParser {
  private readonly cache = new LRUCache<string, DeviceTraits>({
    max: 10_000,
    maxSize: CACHED_UA_CHARS,
    sizeCalculation: (_traits, key) => Math.max(1, key.length),
  });

  /** Characters of agents held in the cache. */
  get cachedChars() {
    return this.cache.calculatedSize;
  }

  traitsOf(userAgent: string): DeviceTraits {
    const parsed = userAgent.slice(0, PARSED_UA_CHARS);
    let traits = this.cache.get(parsed);
    if (!traits) {
      traits = parse(parsed);
      // A copy: V8's slice of a long string keeps the whole string alive.
      const key = userAgent.length > PARSED_UA_CHARS ? Buffer.from(parsed).toString() : parsed;
      this.cache.set(key, traits);
    }
    return traits;
  }
}

/** `fr` of `fr-FR`: the primary subtag, lower-case, or null when it is not a language tag. */
export function primaryLanguage(tag: unknown): string | null {
  if (typeof tag !== 'string') return null;
  const match = /^\s*([a-zA-Z]{2,3})(?:[-_][a-zA-Z0-9]{1,8})*\s*(?:;|,|$)/.exec(tag);
  return match?.[1]?.toLowerCase() ?? null;
}

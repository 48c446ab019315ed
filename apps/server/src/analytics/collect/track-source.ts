import { TRACK_LIMITS } from './track-limits';

/** A named source: the hosts (and their subdomains) that stand for it, and its UTM aliases. */
interface NamedSource {
  name: string;
  hosts?: readonly string[];
  /** Hosts such as `google.fr`, `google.co.uk`: a name followed by any country domain. */
  anyCountry?: string;
  aliases?: readonly string[];
}

/** Webmail first: `mail.google.com` and `mail.yahoo.com` are newsletters, not search engines. */
const NAMED_SOURCES: readonly NamedSource[] = [
  {
    name: 'Newsletter',
    hosts: [
      'mail.google.com',
      'mail.yahoo.com',
      'outlook.live.com',
      'outlook.office.com',
      'outlook.office365.com',
      'mail.proton.me',
      'webmail.free.fr',
      'webmail.orange.fr',
      'webmail.sfr.fr',
      'mail.laposte.net',
    ],
    aliases: ['newsletter', 'email', 'e-mail', 'mail', 'mailing'],
  },
  { name: 'Google', anyCountry: 'google', aliases: ['google'] },
  { name: 'Bing', hosts: ['bing.com'], aliases: ['bing'] },
  { name: 'DuckDuckGo', hosts: ['duckduckgo.com'], aliases: ['duckduckgo', 'ddg'] },
  { name: 'Qwant', hosts: ['qwant.com'], aliases: ['qwant'] },
  { name: 'Ecosia', hosts: ['ecosia.org'], aliases: ['ecosia'] },
  { name: 'Yahoo', anyCountry: 'yahoo', aliases: ['yahoo'] },
  { name: 'Brave Search', hosts: ['search.brave.com'], aliases: ['brave'] },
  { name: 'Yandex', anyCountry: 'yandex', aliases: ['yandex'] },
  { name: 'Baidu', hosts: ['baidu.com'], aliases: ['baidu'] },
  { name: 'LinkedIn', hosts: ['linkedin.com', 'lnkd.in'], aliases: ['linkedin', 'lnkd'] },
  {
    name: 'Facebook',
    hosts: ['facebook.com', 'fb.com', 'fb.me'],
    aliases: ['facebook', 'fb', 'meta'],
  },
  { name: 'X', hosts: ['x.com', 'twitter.com', 't.co'], aliases: ['x', 'twitter'] },
  { name: 'Instagram', hosts: ['instagram.com'], aliases: ['instagram', 'ig'] },
  { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'], aliases: ['youtube', 'yt'] },
  { name: 'Reddit', hosts: ['reddit.com'], aliases: ['reddit'] },
  { name: 'GitHub', hosts: ['github.com'], aliases: ['github'] },
  { name: 'Pinterest', anyCountry: 'pinterest', aliases: ['pinterest'] },
  { name: 'TikTok', hosts: ['tiktok.com'], aliases: ['tiktok'] },
  { name: 'Bluesky', hosts: ['bsky.app'], aliases: ['bluesky', 'bsky'] },
  { name: 'Mastodon', hosts: ['mastodon.social'], aliases: ['mastodon'] },
  { name: 'ChatGPT', hosts: ['chatgpt.com', 'chat.openai.com'], aliases: ['chatgpt', 'openai'] },
  { name: 'Perplexity', hosts: ['perplexity.ai'], aliases: ['perplexity'] },
];

const COUNTRY_DOMAIN = /^(?:com?\.)?[a-z]{2,3}$/;

function matchesHost(host: string, known: string) {
  return host === known || host.endsWith(`.${known}`);
}

/** `google.fr`, `www.google.co.uk`, `news.google.com` for `google`. */
function matchesAnyCountry(host: string, name: string) {
  const labels = host.split('.');
  const at = labels.lastIndexOf(name);
  return at >= 0 && COUNTRY_DOMAIN.test(labels.slice(at + 1).join('.'));
}

function namedSourceOfHost(host: string) {
  for (const source of NAMED_SOURCES) {
    if (source.hosts?.some((known) => matchesHost(host, known))) return source.name;
    if (source.anyCountry && matchesAnyCountry(host, source.anyCountry)) return source.name;
  }
  // Self-hosted webmail (`webmail.example.fr`, `mail.example.com`).
  if (/^(?:webmail|mail)\./.test(host)) return 'Newsletter';
  return null;
}

const ALIASES = new Map(
  NAMED_SOURCES.flatMap((source) =>
    (source.aliases ?? []).map((alias) => [alias, source.name] as const),
  ),
);

/** The host of a referrer URL, lower-case and without `www.`; null when it is not an http(s) URL. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host && host.length <= TRACK_LIMITS.hostChars ? host : null;
  } catch {
    return null;
  }
}

/**
 * The source of a visit: its `utm_source` (a known alias gets its canonical name: `linkedin` →
 * `LinkedIn`), else `Newsletter` for `utm_medium=email`, else the referrer's named source or its
 * bare host, else `Direct`. `host` is the referrer host, already found not to be the site's own.
 */
export function sourceOf(host: string | null, utmSource: string | null, utmMedium: string | null) {
  if (utmSource) return ALIASES.get(utmSource.toLowerCase()) ?? utmSource;
  if (utmMedium && ALIASES.get(utmMedium.toLowerCase()) === 'Newsletter') return 'Newsletter';
  if (!host) return 'Direct';
  return namedSourceOfHost(host) ?? host;
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is on (decision 0060):
 * unspecified, loopback, RFC 1918, CGNAT, link-local (cloud metadata), benchmarking, multicast,
 * reserved, and their IPv6 counterparts. IPv4-mapped IPv6 addresses are checked as IPv4.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  // IPv4-compatible (deprecated), local-use NAT64, 6to4 and site-local forms, which can carry or
  // reach an internal IPv4 address on some networks.
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fec0::', 10],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

const MAPPED = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
function mappedIpv4(address: string) {
  const match = MAPPED.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2]!, 16);
  const low = Number.parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (an IP literal) is on a network webhooks may not reach. */
export function isPrivateAddress(address: string) {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  const inner = mappedIpv4(bare);
  if (inner) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(bare, 'ipv6');
}

/** A webhook's URL that may not be used; `message` says why, for a 422 or a delivery's log. */
export class WebhookTargetError extends Error {}

const PRIVATE_MESSAGE =
  'This address is on a private, loopback or link-local network; webhooks may not reach it (WEBHOOK_ALLOW_PRIVATE_NETWORKS)';

function resolveAll(hostname: string) {
  return new Promise<LookupAddress[]>((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

/**
 * Checks a webhook's URL: http(s), no credentials, and (unless `allowPrivate`) every address its
 * host resolves to is public. The URL parser has already turned decimal, octal and hex IPv4
 * forms (`http://2130706433/`) into dotted ones. Throws WebhookTargetError.
 */
export async function checkWebhookTarget(raw: string, allowPrivate: boolean) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError('The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookTargetError('The URL must start with http:// or https://');
  }
  if (url.username || url.password) {
    throw new WebhookTargetError('The URL may not carry a user name or password');
  }
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    if (isPrivateAddress(host)) throw new WebhookTargetError(PRIVATE_MESSAGE);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new WebhookTargetError(`The host ${host} could not be resolved`);
  }
  if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) {
    throw new WebhookTargetError(PRIVATE_MESSAGE);
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the delivery's agent: the connection goes to an address checked here, at
 * connect time, so a DNS answer that changes after `checkWebhookTarget` (rebinding) is refused.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: LookupCallback,
) {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) {
      const refused = Object.assign(new Error(PRIVATE_MESSAGE), { code: 'EWEBHOOKPRIVATE' });
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const wanted = addresses.find(({ family }) => !options.family || family === options.family);
    const chosen = wanted ?? addresses[0]!;
    return callback(null, chosen.address, chosen.family);
  });
}

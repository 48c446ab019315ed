import { createHash } from 'node:crypto';

/**
 * The visitor id of a day: 16 hex characters of SHA-256 over the day's secret salt, the site's
 * host, the client address and the user agent. Neither the address nor the agent is kept, and
 * once the salt is deleted the id cannot be traced back to them.
 */
export function visitorId(salt: Buffer, siteHost: string, address: string, userAgent: string) {
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(siteHost)
    .update('\0')
    .update(address)
    .update('\0')
    .update(userAgent)
    .digest('hex')
    .slice(0, 16);
}

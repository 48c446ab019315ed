import { ASSIGNABLE_ROLES } from '@vitrine/contract/access/roles';
import type { OidcConfig } from './config-schema';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** The allowed e-mail domains of `OIDC_ALLOWED_DOMAINS`, lower case, without blanks. */
export function oidcDomains(oidc: Pick<OidcConfig, 'allowedDomains'>): string[] {
  return (oidc.allowedDomains ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter((domain) => domain !== '');
}

/** Whether an issuer may be reached over plain http: only on this machine (tests). */
export function isLoopbackUrl(url: URL) {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** The company sign-in settings go together; an issuer is https, or http on a loopback address. */
export function checkOidc(oidc: OidcConfig, problems: string[]) {
  if (!oidc.issuer) {
    const stray = oidc.clientId || oidc.allowedDomains;
    if (stray) problems.push('OIDC_CLIENT_ID and OIDC_ALLOWED_DOMAINS need OIDC_ISSUER');
    return;
  }
  let issuer: URL | undefined;
  try {
    issuer = new URL(oidc.issuer);
  } catch {
    issuer = undefined;
  }
  const secure =
    issuer?.protocol === 'https:' || (issuer?.protocol === 'http:' && isLoopbackUrl(issuer));
  if (!secure) {
    problems.push(
      `OIDC_ISSUER must be an https URL (plain http only on a loopback address; got "${oidc.issuer}")`,
    );
  }
  if (!oidc.clientId) problems.push('OIDC_CLIENT_ID must be set when OIDC_ISSUER is');
  const domains = oidcDomains(oidc);
  if (domains.length === 0) {
    problems.push(
      'OIDC_ALLOWED_DOMAINS must list the e-mail domains that may sign in (example.com,example.fr) when OIDC_ISSUER is set',
    );
  }
  const badDomain = domains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (badDomain) problems.push(`OIDC_ALLOWED_DOMAINS: "${badDomain}" is not a domain`);
  if (!(ASSIGNABLE_ROLES as readonly string[]).includes(oidc.defaultRole)) {
    problems.push(
      `OIDC_DEFAULT_ROLE must be one of ${ASSIGNABLE_ROLES.join(', ')} (got "${oidc.defaultRole}")`,
    );
  }
}

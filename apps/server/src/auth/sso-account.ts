import type { SsoError } from '@vitrine/contract/access/sso';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { isEmailAddress } from '@vitrine/contract/validation/email-address';
import { ConflictError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import type { AccountStore } from './account-store';
import type { SsoSettings } from './sso-provider';

/** What the provider said of the person: the ID token's claims, completed by userinfo. */
export interface SsoIdentity {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  [claim: string]: unknown;
}

export type SsoAccount =
  { user: UserRecord; created: boolean } | { refused: SsoError; email?: string };

/** The provider's name for the person, cut to the User's 200 characters; none when blank. */
function fullName(name: unknown) {
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : undefined;
}

/**
 * The account a verified address of an allowed domain signs in to: the existing one with its own
 * role (refused when disabled), else a new one with OIDC_DEFAULT_ROLE and no password.
 */
export async function ssoAccount(
  identity: SsoIdentity,
  settings: SsoSettings,
  accounts: AccountStore,
  store: EntityStore,
): Promise<SsoAccount> {
  const email = typeof identity.email === 'string' ? identity.email.trim().toLowerCase() : '';
  if (!isEmailAddress(email)) return { refused: 'provider_error' };
  // Some providers send the flag as the string "true".
  if (identity.email_verified !== true && identity.email_verified !== 'true')
    return { refused: 'email_not_verified', email };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!settings.allowedDomains.includes(domain)) return { refused: 'domain_not_allowed', email };
  const existing = await accounts.findUserByEmail(email);
  if (existing) {
    return existing.disabled
      ? { refused: 'account_disabled', email }
      : { user: existing, created: false };
  }
  const name = fullName(identity.name);
  try {
    const user = (await store.create(User, {
      email,
      role: settings.defaultRole,
      ...(name ? { full_name: name } : {}),
    })) as unknown as UserRecord;
    return { user, created: true };
  } catch (error) {
    // The same person signing in twice at once: the other request created it (e-mail is unique).
    const created = error instanceof ConflictError && (await accounts.findUserByEmail(email));
    if (!created) throw error;
    return created.disabled
      ? { refused: 'account_disabled', email }
      : { user: created, created: false };
  }
}

import type { ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import type { UserRecord } from '@vitrine/contract/entities/user';

/** The domain of the addresses keys act under: `.invalid` is never a real mailbox (RFC 2606). */
export const API_KEY_EMAIL_DOMAIN = 'api-keys.invalid';

/**
 * Who a request made with an API key is (decision 0061): a synthetic account, never stored, with
 * the key's id and role, the address `key-<id>@api-keys.invalid` (the `created_by` of what it
 * writes and the actor of the audit trail) and the key's name. `is_service` tells it from a person.
 */
export type ApiKeyCaller = UserRecord & { is_service: true };

export const apiKeyEmail = (keyId: string) => `key-${keyId}@${API_KEY_EMAIL_DOMAIN}`;

export function apiKeyCaller(key: ApiKeyRecord): ApiKeyCaller {
  return {
    id: key.id,
    email: apiKeyEmail(key.id),
    full_name: key.name,
    role: key.role,
    is_service: true,
    created_date: key.created_date,
    updated_date: key.updated_date,
    created_by: key.created_by,
  };
}

/** Whether this caller is an API key rather than a person's session. */
export function isServiceCaller(caller: UserRecord | null | undefined) {
  return (caller as Partial<ApiKeyCaller> | null | undefined)?.is_service === true;
}

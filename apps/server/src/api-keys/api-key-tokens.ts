import { randomBytes } from 'node:crypto';

/** What every API key's token starts with: a bearer token of this shape is looked up as a key. */
export const API_KEY_TOKEN_START = 'vtr_';
/** Characters of the token kept on the record (`token_prefix`) to tell keys apart. */
export const TOKEN_PREFIX_LENGTH = API_KEY_TOKEN_START.length + 8;

/** A new key's token: `vtr_` and 32 random bytes in base64url (43 characters). */
export function newApiKeyToken() {
  return `${API_KEY_TOKEN_START}${randomBytes(32).toString('base64url')}`;
}

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_TOKEN_START);

export const tokenPrefixOf = (token: string) => token.slice(0, TOKEN_PREFIX_LENGTH);

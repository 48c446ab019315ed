import { readSavedAccessToken } from '@vitrine/contract/client/access-token';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { consoleClient } from './console-client';

let known: { token: string | undefined; user: Promise<UserRecord> } | undefined;

/**
 * The signed-in account (`auth.me`), asked once per token: the layout's session check and the
 * pages' loaders run side by side and share one answer. A failed answer is not kept, and signing
 * in with another token asks again.
 */
export function signedInUser(): Promise<UserRecord> {
  const token = readSavedAccessToken();
  if (known && known.token === token) return known.user;
  const user = consoleClient().auth.me();
  const entry = { token, user };
  known = entry;
  user.catch(() => {
    if (known === entry) known = undefined;
  });
  return user;
}

/** Forgets the account (after signing out). */
export function forgetSignedInUser() {
  known = undefined;
}

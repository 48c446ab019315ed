import { readSavedAccessToken } from '@vitrine/contract/client/access-token';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { isSignedOut } from './api-failure';
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

/**
 * The signed-in account's role, or undefined when it could not be asked (no answer, no browser):
 * the server still refuses what the role may not do. No session (401) rejects.
 */
export async function signedInRole(): Promise<string | undefined> {
  try {
    return (await signedInUser()).role;
  } catch (error) {
    if (isSignedOut(error)) throw error;
    return undefined;
  }
}

/** Forgets the account (after signing out). */
export function forgetSignedInUser() {
  known = undefined;
}

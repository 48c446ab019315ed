import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import { roleCan } from '@vitrine/contract/access/roles';
import type { UserRecord } from '@vitrine/contract/entities/user';

/** A change to an account that needs a confirmation first. */
export type UserChange =
  | { type: 'disable'; user: UserRecord }
  | { type: 'enable'; user: UserRecord }
  | { type: 'role'; user: UserRecord; role: UserRecord['role'] }
  | { type: 'transfer'; user: UserRecord };

/**
 * The change as the users route's action reads it: a new `role`, `disabled` (`true`/`false`), or
 * `transfer` (ownership to this account).
 */
export function changeForm(change: UserChange): Record<string, string> {
  if (change.type === 'role') return { id: change.user.id, role: change.role };
  if (change.type === 'transfer') return { id: change.user.id, transfer: 'true' };
  return { id: change.user.id, disabled: String(change.type === 'disable') };
}

/** True when the change takes the signed-in account's own access to the team page away. */
export function locksSelfOut(change: UserChange, selfId: string): boolean {
  if (change.user.id !== selfId) return false;
  return change.type === 'disable' || (change.type === 'role' && !roleCan(change.role, 'users'));
}

/** The date of the account's last sign-in, when the server keeps one. */
export function lastSignIn(user: UserRecord): string | undefined {
  const value = (user as UserRecord & { last_sign_in_date?: unknown }).last_sign_in_date;
  return typeof value === 'string' ? value : undefined;
}

/** A typed password shorter than the server allows (empty is fine: a link is made instead). */
export const isTooShortOptionalPassword = (password: string) =>
  password !== '' && password.length < MIN_PASSWORD_LENGTH;

import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import type { UserRecord } from '@vitrine/contract/entities/user';

/** A change to an account that needs a confirmation first. */
export type UserChange =
  | { type: 'disable'; user: UserRecord }
  | { type: 'enable'; user: UserRecord }
  | { type: 'role'; user: UserRecord; role: UserRecord['role'] };

/** What the change writes on the User record. */
export function changeData(change: UserChange): Partial<Pick<UserRecord, 'disabled' | 'role'>> {
  if (change.type === 'role') return { role: change.role };
  return { disabled: change.type === 'disable' };
}

/** True when the change takes the signed-in admin's own access away. */
export function locksSelfOut(change: UserChange, selfId: string): boolean {
  if (change.user.id !== selfId) return false;
  return change.type === 'disable' || (change.type === 'role' && change.role !== 'admin');
}

/** The date of the account's last sign-in, when the server keeps one. */
export function lastSignIn(user: UserRecord): string | undefined {
  const value = (user as UserRecord & { last_sign_in_date?: unknown }).last_sign_in_date;
  return typeof value === 'string' ? value : undefined;
}

/** A typed password shorter than the server allows (empty is fine: a link is made instead). */
export const isTooShortOptionalPassword = (password: string) =>
  password !== '' && password.length < MIN_PASSWORD_LENGTH;

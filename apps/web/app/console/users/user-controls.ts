import { CONSOLE_ROLES } from '@vitrine/contract/access/roles';
import type { UserRecord } from '@vitrine/contract/entities/user';

type Account = Pick<UserRecord, 'id' | 'role' | 'disabled'>;

/** What the account panel offers `viewer` about `target`. */
export interface UserControls {
  /** The role choice (never on the owner's row: ownership is transferred). */
  role: boolean;
  /** Disable or re-enable (never the owner). */
  access: boolean;
  /** A new password or reset link (the owner's: by the owner only). */
  password: boolean;
  /** « Transfer ownership »: the owner, on another active console account. */
  transfer: boolean;
}

/**
 * The controls of one account's panel. Nobody changes the owner's role or access (the server
 * keeps exactly one active owner); only the owner sets the owner's password; the owner hands
 * ownership to another active account that opens the console.
 */
export function userControls(viewer: Account, target: Account): UserControls {
  const targetIsOwner = target.role === 'owner';
  const self = viewer.id === target.id;
  return {
    role: !targetIsOwner,
    access: !targetIsOwner,
    password: !targetIsOwner || self,
    transfer:
      viewer.role === 'owner' &&
      !self &&
      !target.disabled &&
      (CONSOLE_ROLES as readonly string[]).includes(target.role),
  };
}

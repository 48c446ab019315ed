import { ASSIGNABLE_ROLES } from '@vitrine/contract/access/roles';
import type { UserRecord, UserRole } from '@vitrine/contract/entities/user';
import { useState } from 'react';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import type { UserChange } from '../user-changes';
import { useRolesCopy } from '../use-users-copy';
import { RoleChoice } from './role-choice';

const APPLY =
  'mt-3 min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/** An account's role, chosen among the assignable ones, then confirmed (the change dialog). */
export function UserRoleControl({
  user,
  copy,
  onChange,
}: {
  user: UserRecord;
  copy: ConsoleUsersCopy;
  onChange: (change: UserChange) => void;
}) {
  const words = useRolesCopy().control;
  const [role, setRole] = useState<UserRole>(user.role);
  return (
    <div className="mt-8">
      <RoleChoice
        id="user-role"
        legend={words.legend}
        roles={ASSIGNABLE_ROLES}
        value={role}
        onChange={setRole}
        copy={copy}
      />
      <button
        type="button"
        className={APPLY}
        disabled={role === user.role}
        onClick={() => onChange({ type: 'role', user, role })}
      >
        {words.apply}
      </button>
    </div>
  );
}

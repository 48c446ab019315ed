import type { UserRole } from '@vitrine/contract/entities/user';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { useRolesCopy } from '../use-users-copy';

/** The roles to choose from, each with its one-line description (a radio group). */
export function RoleChoice({
  id,
  legend,
  roles,
  value,
  onChange,
  copy,
}: {
  id: string;
  legend: string;
  roles: readonly UserRole[];
  value: UserRole;
  onChange: (role: UserRole) => void;
  copy: ConsoleUsersCopy;
}) {
  const { descriptions } = useRolesCopy();
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-ink">{legend}</legend>
      <div className="flex flex-col gap-1">
        {roles.map((role) => (
          <div
            key={role}
            className="flex gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 has-[:checked]:bg-indigo-50"
          >
            <input
              id={`${id}-${role}`}
              type="radio"
              name={id}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-describedby={`${id}-${role}-help`}
              className="mt-1 size-4 shrink-0 cursor-pointer accent-brand"
            />
            <div className="flex flex-col">
              <label
                htmlFor={`${id}-${role}`}
                className="cursor-pointer text-sm font-semibold text-ink"
              >
                {copy.users.roles[role]}
              </label>
              <p id={`${id}-${role}-help`} className="text-sm text-slate-600">
                {descriptions[role]}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

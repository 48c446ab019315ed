import { API_KEY_ROLES, type ApiKeyRole } from '@vitrine/contract/entities/api-key';
import type { ConsoleApiKeysCopy } from '../content/fr/console-api-keys';

/** The roles a key may act with, each with a line on what a key of that role does. */
export function KeyRoleChoice({
  value,
  onChange,
  copy,
}: {
  value: ApiKeyRole;
  onChange: (role: ApiKeyRole) => void;
  copy: ConsoleApiKeysCopy;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-ink">{copy.form.role}</legend>
      <div className="flex flex-col gap-1">
        {API_KEY_ROLES.map((role) => (
          <div
            key={role}
            className="flex gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 has-[:checked]:bg-indigo-50"
          >
            <input
              id={`key-role-${role}`}
              type="radio"
              name="key-role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-describedby={`key-role-${role}-help`}
              className="mt-1 size-4 shrink-0 cursor-pointer accent-brand"
            />
            <div className="flex flex-col">
              <label
                htmlFor={`key-role-${role}`}
                className="cursor-pointer text-sm font-semibold text-ink"
              >
                {copy.roles[role]}
              </label>
              <p id={`key-role-${role}-help`} className="text-sm text-slate-600">
                {copy.roleHelp[role]}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

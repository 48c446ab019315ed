import type { PasskeySummary } from '@vitrine/contract/client/passkeys-client';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import { usePasskeysCopy } from '../use-passkeys-copy';

/** The account's passkeys, oldest first: name, dates, and a button to remove each. */
export function PasskeyList({
  passkeys,
  onRemove,
}: {
  passkeys: readonly PasskeySummary[];
  onRemove: (passkey: PasskeySummary) => void;
}) {
  const { locale } = useConsole();
  const copy = usePasskeysCopy();
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long' });
  if (passkeys.length === 0) return <p className="text-slate-600">{copy.empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold text-ink">{passkey.name}</p>
            <p className="text-sm text-slate-600">
              {fillCopy(copy.created, { date: day(passkey.created_date) })} ·{' '}
              {passkey.last_used_date
                ? fillCopy(copy.lastUsed, { date: day(passkey.last_used_date) })
                : copy.neverUsed}
            </p>
          </div>
          <button
            type="button"
            className={BUTTON.danger}
            aria-label={fillCopy(copy.removeLabel, { name: passkey.name })}
            onClick={() => onRemove(passkey)}
          >
            {copy.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}

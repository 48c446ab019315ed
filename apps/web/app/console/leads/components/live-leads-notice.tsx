import { useLocation, useNavigate } from 'react-router';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import { leadName } from '../lead-kinds';
import type { LiveLeads } from '../live-leads';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';

/**
 * What arrived while the table was open: the newest row said politely to screen readers (focus
 * stays where it is), and the new leads this view does not show, with a way to the newest.
 */
export function LiveLeadsNotice({ live, copy }: { live: LiveLeads; copy: ConsoleLeadsCopy }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const last = live.arrived.at(-1);
  const { waiting } = live;
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {last ? fillCopy(copy.live.arrived, { name: leadName(last) }) : ''}
      </p>
      <div aria-live="polite">
        {waiting > 0 ? (
          <p className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950">
            <span>
              {waiting === 1
                ? copy.live.waitingOne
                : fillCopy(copy.live.waitingMany, { n: waiting })}
            </span>
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() => void navigate(pathname)}
            >
              {copy.live.show}
            </button>
          </p>
        ) : null}
      </div>
    </>
  );
}

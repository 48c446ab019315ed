import type { SessionSummary } from '@vitrine/contract/client/auth-client';
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date';
import { useToast } from '../../../shared/toast/use-toast';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { FormFailure } from '../../shared/ui/form-failure';
import { useAccountCopy } from '../use-account-copy';

type Sessions =
  | { state: 'loading' }
  | { state: 'ready'; list: SessionSummary[] }
  | { state: 'failed'; message: string };

/** The signed-in account's sessions: device, dates, « this device »; end one or all others. */
export function SessionsSection() {
  const { client, locale } = useConsole();
  const { sessions: words } = useAccountCopy();
  const { toast } = useToast();
  const [sessions, setSessions] = useState<Sessions>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions({ state: 'ready', list: await client.auth.sessions() });
    } catch (error) {
      setSessions({ state: 'failed', message: apiFailure(error).message });
    }
  }, [client]);
  useEffect(() => void load(), [load]);

  const end = async (ids: string[], done: string) => {
    setBusy(true);
    try {
      for (const id of ids) await client.auth.endSession(id);
      toast({ title: done });
    } catch (error) {
      toast({ title: fillCopy(words.actionFailed, { message: apiFailure(error).message }) });
    }
    setBusy(false);
    await load();
  };

  const list = sessions.state === 'ready' ? sessions.list : [];
  const others = list.filter((session) => !session.current).map((session) => session.id);
  return (
    <section aria-labelledby="sessions-heading" className={CARD}>
      <h2 id="sessions-heading" className="text-lg font-semibold text-ink">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      {sessions.state === 'loading' ? <p className="mt-4 text-slate-600">{words.loading}</p> : null}
      {sessions.state === 'failed' ? (
        <FormFailure text={fillCopy(words.failed, { message: sessions.message })} />
      ) : null}
      <ul className="mt-4 flex flex-col divide-y divide-slate-100">
        {list.map((session) => {
          const device = session.device ?? words.unknownDevice;
          const created = formatDateTime(session.created_date, locale);
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex flex-col text-sm">
                <span className="font-medium text-ink">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-brand">
                      {words.thisDevice}
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-600">{fillCopy(words.created, { date: created })}</span>
                <span className="text-slate-600">
                  {fillCopy(words.lastUsed, {
                    date: formatDateTime(session.last_used_date, locale),
                  })}
                </span>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={fillCopy(words.endLabel, { device, date: created })}
                  onClick={() => void end([session.id], words.ended)}
                  className={BUTTON.danger}
                >
                  {words.end}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void end(others, words.othersEnded)}
          className={`mt-4 ${BUTTON.secondary}`}
        >
          {words.endOthers}
        </button>
      ) : null}
    </section>
  );
}

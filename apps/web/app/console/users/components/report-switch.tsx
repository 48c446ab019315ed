import { useEffect, useState } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';

/**
 * The signed-in admin's own setting: the weekly audience report by e-mail (off unless asked).
 * Turning it on also sets the account's e-mail language to the console's.
 */
export function ReportSwitch({ copy }: { copy: ConsoleUsersCopy }) {
  const { client, user, locale } = useConsole();
  const { toast } = useToast();
  const [wanted, setWanted] = useState(user.analytics_report === true);
  const [saving, setSaving] = useState(false);
  const words = copy.users.report;

  // The session's record is read once per visit: read the setting afresh.
  useEffect(() => {
    const controller = new AbortController();
    client.auth
      .me({ signal: controller.signal })
      .then((me) => setWanted(me.analytics_report === true))
      .catch(() => undefined);
    return () => controller.abort();
  }, [client]);

  const change = async (on: boolean) => {
    setSaving(true);
    setWanted(on);
    try {
      const saved = await client.auth.updateMe(
        on ? { analytics_report: true, language: locale } : { analytics_report: false },
      );
      setWanted(saved.analytics_report === true);
      toast({ title: on ? words.on : words.off });
    } catch (error) {
      setWanted(!on);
      const { message } = apiFailure(error);
      toast({ variant: 'destructive', title: fillCopy(words.failed, { message }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby="account-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="account-heading" className="text-lg font-bold text-ink">
        {words.heading}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id="analytics-report"
          type="checkbox"
          role="switch"
          checked={wanted}
          disabled={saving}
          aria-describedby="analytics-report-help"
          onChange={(event) => void change(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor="analytics-report" className="font-semibold text-ink">
            {words.label}
          </label>
          <p id="analytics-report-help" className="mt-1 text-sm text-slate-600">
            {fillCopy(words.help, { email: user.email })}
          </p>
        </div>
      </div>
    </section>
  );
}

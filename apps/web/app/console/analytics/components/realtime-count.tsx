import { useRealtime } from '../use-realtime';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';

/** "N visitors in the last 5 minutes", asked again every 30 s while the tab is visible. */
export function RealtimeCount() {
  const copy = useAnalyticsCopy();
  const { locale } = useConsole();
  const visitors = useRealtime();
  if (visitors === undefined) return null;
  const plural = new Intl.PluralRules(locale).select(visitors);
  const text = plural === 'one' ? copy.realtime.one : copy.realtime.other;
  return (
    <p className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
      <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-500" />
      {fillCopy(text, { count: new Intl.NumberFormat(locale).format(visitors) })}
    </p>
  );
}

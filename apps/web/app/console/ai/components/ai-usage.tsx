import type { AiStatus } from '@vitrine/contract/client/ai-client';
import type { Locale } from '@vitrine/contract/locales';
import { fillCopy } from '../../shared/console-locale';
import { CARD } from '../../shared/ui/button-styles';
import type { ConsoleAiCopy } from '../content/fr/console-ai';

/** The provider's model and the month's tokens against the budget, or that none is set. */
export function AiUsage({
  copy,
  leadNotice,
  status,
  locale,
}: {
  copy: ConsoleAiCopy['glossary'];
  leadNotice: string;
  status: AiStatus | undefined;
  locale: Locale;
}) {
  const number = (value: number) => value.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR');
  const configured = status?.configured === true;
  const share =
    configured && status.budget_tokens > 0 ? status.used_tokens / status.budget_tokens : 0;
  return (
    <section aria-labelledby="ai-usage-heading" className={CARD}>
      <h2 id="ai-usage-heading" className="font-semibold text-ink">
        {copy.statusHeading}
      </h2>
      {configured ? (
        <div className="mt-2 flex flex-col gap-2 text-slate-700">
          <p>{fillCopy(copy.model, { model: status.model ?? '' })}</p>
          <p>
            {fillCopy(copy.usage, {
              used: number(status.used_tokens),
              budget: number(status.budget_tokens),
              month: status.month,
            })}
          </p>
          <div
            aria-hidden="true"
            className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand" style={{ width: `${Math.min(100, share * 100)}%` }} />
          </div>
          {status.vision ? <p>{copy.vision}</p> : null}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{copy.notConfigured}</p>
      )}
      <p className="mt-3 text-sm text-slate-600">{leadNotice}</p>
    </section>
  );
}

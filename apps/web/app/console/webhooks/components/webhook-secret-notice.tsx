import { useState } from 'react';
import { BUTTON } from '../../shared/ui/button-styles';
import type { ConsoleWebhooksCopy } from '../content/fr/console-webhooks';

/** The secret of a new (or renewed) webhook, shown once, with a copy button and a warning. */
export function WebhookSecretNotice({
  secret,
  copy,
  onClose,
}: {
  secret: string;
  copy: ConsoleWebhooksCopy;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copySecret = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <section
      aria-labelledby="webhook-secret-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="webhook-secret-heading" className="font-semibold text-ink">
        {copy.secret.heading}
      </h2>
      <p role="alert" className="mt-1 text-amber-900">
        {copy.secret.warning}
      </p>
      <code className="mt-3 block rounded bg-white p-2 font-mono text-sm break-all">{secret}</code>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={BUTTON.secondary} onClick={() => void copySecret()}>
          {copied ? copy.secret.copied : copy.secret.copy}
        </button>
        <button type="button" className={BUTTON.primary} onClick={onClose}>
          {copy.secret.close}
        </button>
      </div>
    </section>
  );
}

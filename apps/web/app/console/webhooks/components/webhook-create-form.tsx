import { WEBHOOK_EVENTS, type WebhookEvent } from '@vitrine/contract/entities/webhook';
import { type FormEvent, useState } from 'react';
import { BUTTON } from '../../shared/ui/button-styles';
import type { ConsoleWebhooksCopy } from '../content/fr/console-webhooks';

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

/** The form of a new webhook: its address, a description, and its events as checkboxes. */
export function WebhookCreateForm({
  copy,
  onCreate,
}: {
  copy: ConsoleWebhooksCopy;
  onCreate: (input: { url: string; events: WebhookEvent[]; description?: string }) => Promise<void>;
}) {
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.created']);
  const [problem, setProblem] = useState('');
  const toggle = (event: WebhookEvent) =>
    setEvents((chosen) =>
      chosen.includes(event) ? chosen.filter((e) => e !== event) : [...chosen, event],
    );
  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = new FormData(submitted.currentTarget);
    if (events.length === 0) return setProblem(copy.create.noEvent);
    setProblem('');
    const description = String(form.get('description') ?? '').trim();
    await onCreate({
      url: String(form.get('url') ?? '').trim(),
      events,
      ...(description ? { description } : {}),
    });
  };
  return (
    <form
      aria-labelledby="webhook-create-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="webhook-create-heading" className="font-semibold text-ink">
        {copy.create.heading}
      </h2>
      <label className="mt-3 block">
        {copy.create.url}
        <input name="url" type="url" required maxLength={2048} className={INPUT} />
      </label>
      <label className="mt-3 block">
        {copy.create.description}
        <input name="description" maxLength={300} className={INPUT} />
      </label>
      <fieldset className="mt-3">
        <legend>{copy.create.events}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="mt-1 flex items-center gap-2">
            <input
              type="checkbox"
              checked={events.includes(event)}
              onChange={() => toggle(event)}
            />
            {copy.events[event]} <code className="text-sm text-slate-500">{event}</code>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={`${BUTTON.primary} mt-4`}>
        {copy.create.submit}
      </button>
    </form>
  );
}

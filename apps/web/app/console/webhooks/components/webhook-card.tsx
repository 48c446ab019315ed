import type { WebhookRecord } from '@vitrine/contract/entities/webhook';
import type { WebhookDeliveryRecord } from '@vitrine/contract/entities/webhook-delivery';
import { useState } from 'react';
import { fillCopy } from '../../shared/console-locale';
import { COMPACT_BUTTON } from '../../shared/ui/button-styles';
import type { ConsoleWebhooksCopy } from '../content/fr/console-webhooks';
import { listDeliveries, redeliver, sendTestEvent } from '../webhooks-api';
import { WebhookDeliveries } from './webhook-deliveries';

export interface WebhookActions {
  setActive: (webhook: WebhookRecord, active: boolean) => Promise<void>;
  remove: (webhook: WebhookRecord) => Promise<void>;
  rotate: (webhook: WebhookRecord) => Promise<void>;
  failed: (error: unknown) => void;
}

/** One webhook: its address, events and state, its actions, and its deliveries on demand. */
export function WebhookCard({
  webhook,
  copy,
  locale,
  actions,
}: {
  webhook: WebhookRecord;
  copy: ConsoleWebhooksCopy;
  locale: string;
  actions: WebhookActions;
}) {
  const [deliveries, setDeliveries] = useState<WebhookDeliveryRecord[] | undefined>();
  const [note, setNote] = useState('');
  const refresh = () => listDeliveries(webhook.id).then(setDeliveries, actions.failed);
  const test = async () => {
    try {
      await sendTestEvent(webhook.id);
      setNote(copy.row.testSent);
      await refresh();
    } catch (error) {
      actions.failed(error);
    }
  };
  const again = (id: string) => void redeliver(id).then(refresh, actions.failed);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-mono text-ink break-all">{webhook.url}</h2>
        <span className={webhook.active ? 'text-green-700' : 'text-slate-500'}>
          {webhook.active ? copy.row.on : copy.row.off}
        </span>
      </div>
      {webhook.description ? <p className="text-slate-600">{webhook.description}</p> : null}
      <p className="mt-1 text-sm text-slate-600">{webhook.events.join(', ')}</p>
      {webhook.disabled_reason && !webhook.active ? (
        <p className="mt-1 text-sm text-red-700">
          {fillCopy(copy.row.disabledBecause, { reason: webhook.disabled_reason })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={COMPACT_BUTTON.primary} onClick={() => void test()}>
          {copy.row.test}
        </button>
        <button
          type="button"
          className={COMPACT_BUTTON.secondary}
          onClick={() => (deliveries ? setDeliveries(undefined) : void refresh())}
        >
          {deliveries ? copy.row.hideDeliveries : copy.row.deliveries}
        </button>
        <button
          type="button"
          className={COMPACT_BUTTON.secondary}
          onClick={() => void actions.setActive(webhook, !webhook.active)}
        >
          {webhook.active ? copy.row.turnOff : copy.row.turnOn}
        </button>
        <button
          type="button"
          className={COMPACT_BUTTON.secondary}
          onClick={() => void actions.rotate(webhook)}
        >
          {copy.row.rotate}
        </button>
        <button
          type="button"
          className={COMPACT_BUTTON.danger}
          onClick={() => void actions.remove(webhook)}
        >
          {copy.row.remove}
        </button>
      </div>
      {note ? (
        <p role="status" className="mt-2 text-green-700">
          {note}
        </p>
      ) : null}
      {deliveries ? (
        <WebhookDeliveries
          url={webhook.url}
          deliveries={deliveries}
          copy={copy}
          locale={locale}
          onRedeliver={again}
          onRefresh={() => void refresh()}
        />
      ) : null}
    </li>
  );
}

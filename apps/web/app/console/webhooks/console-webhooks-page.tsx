import type { WebhookEvent, WebhookRecord } from '@vitrine/contract/entities/webhook';
import { useCallback, useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import { ConfirmDialog } from '../shared/ui/confirm-dialog';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { LoadFailure } from '../shared/ui/load-failure';
import { WebhookCard, type WebhookActions } from './components/webhook-card';
import { WebhookCreateForm } from './components/webhook-create-form';
import { WebhookSecretNotice } from './components/webhook-secret-notice';
import { useWebhooksCopy } from './use-webhooks-copy';
import * as calls from './webhooks-api';

/** `/admin/webhooks`: the webhooks, a form for a new one, and each one's actions and deliveries. */
export function ConsoleWebhooksPage() {
  const { locale } = useConsole();
  const copy = useWebhooksCopy();
  const [webhooks, setWebhooks] = useState<WebhookRecord[] | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState('');
  const [removing, setRemoving] = useState<WebhookRecord | undefined>();
  const failed = useCallback(
    (error: unknown) =>
      setProblem(fillCopy(copy.actionFailed, { message: apiFailure(error).message })),
    [copy],
  );
  const reload = useCallback(
    () => calls.listWebhooks().then(setWebhooks, () => setLoadFailed(true)),
    [],
  );
  useEffect(() => void reload(), [reload]);
  const create = async (input: { url: string; events: WebhookEvent[]; description?: string }) => {
    try {
      const created = await calls.createWebhook(input);
      setProblem('');
      setSecret(created.secret);
      await reload();
    } catch (error) {
      failed(error);
    }
  };
  const actions: WebhookActions = {
    setActive: (webhook, active) => calls.setWebhookActive(webhook.id, active).then(reload, failed),
    remove: async (webhook) => setRemoving(webhook),
    rotate: (webhook) =>
      calls.rotateSecret(webhook.id).then((renewed) => setSecret(renewed.secret), failed),
    failed,
  };
  const confirmRemove = () => {
    const webhook = removing;
    setRemoving(undefined);
    if (webhook) void calls.deleteWebhook(webhook.id).then(reload, failed);
  };
  return (
    <>
      <ConsoleHeading title={copy.title} intro={copy.intro} />
      <div className="mt-6 flex flex-col gap-6">
        {secret ? (
          <WebhookSecretNotice secret={secret} copy={copy} onClose={() => setSecret('')} />
        ) : null}
        {problem ? (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        ) : null}
        <WebhookCreateForm copy={copy} onCreate={create} />
        {loadFailed ? <LoadFailure message={copy.loadFailed} /> : null}
        {webhooks?.length === 0 ? <p className="text-slate-600">{copy.empty}</p> : null}
        <ul className="flex flex-col gap-4">
          {webhooks?.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              webhook={webhook}
              copy={copy}
              locale={locale}
              actions={actions}
            />
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        title={copy.row.remove}
        confirmLabel={copy.row.remove}
        cancelLabel={copy.row.cancel}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
      >
        <p>{copy.row.confirmRemove}</p>
      </ConfirmDialog>
    </>
  );
}

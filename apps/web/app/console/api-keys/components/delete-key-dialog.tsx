import type { ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleApiKeysCopy } from '../content/fr/console-api-keys';
import type { ApiKeyIntent, deleteKeyAction } from '../api-key-actions';
import { fillCopy } from '../../shared/console-locale';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FormFailure } from '../../shared/ui/form-failure';

const intent: ApiKeyIntent = 'delete';

/** Asks before deleting `key`; closes once it is deleted, or says why it was not. */
export function DeleteKeyDialog({
  apiKey,
  copy,
  onClose,
}: {
  apiKey: ApiKeyRecord | null;
  copy: ConsoleApiKeysCopy;
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof deleteKeyAction>();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const words = copy.confirm;
  useEffect(() => {
    if (outcome && outcome.failure === undefined) onClose();
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
  const failure =
    outcome?.failure === undefined
      ? undefined
      : fillCopy(words.failed, { message: outcome.failure });
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={fillCopy(words.title, { name: apiKey?.name ?? '' })}
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
      destructive
      busy={fetcher.state !== 'idle'}
      onCancel={onClose}
      onConfirm={() => {
        if (apiKey) void fetcher.submit({ intent, id: apiKey.id }, { method: 'post' });
      }}
    >
      <p>{words.text}</p>
      <FormFailure text={failure} />
    </ConfirmDialog>
  );
}

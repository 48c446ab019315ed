import type { Blocker } from 'react-router';
import type { ConsoleBlogCopy } from '../../blog/content/fr/console-blog';
import { ConfirmDialog } from './confirm-dialog';

/** Asked when a console link would drop unsaved changes: stay, or leave and lose them. */
export function LeaveDialog({
  blocker,
  copy,
}: {
  blocker: Blocker;
  copy: ConsoleBlogCopy['editor']['leaveDialog'];
}) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={copy.title}
      confirmLabel={copy.confirm}
      cancelLabel={copy.stay}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{copy.text}</p>
    </ConfirmDialog>
  );
}

import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** The dialog's words; each editor (post, campaign, site content) brings its own. */
export interface LeaveDialogCopy {
  title: string;
  text: string;
  confirm: string;
  stay: string;
}

/** Asked when a console link would drop unsaved changes: stay, or leave and lose them. */
export function LeaveDialog({ blocker, copy }: { blocker: Blocker; copy: LeaveDialogCopy }) {
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

import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button, for deletions and erasures. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (the native `<dialog>`: focus is trapped, Escape cancels, focus returns to the
 * button that opened it). Cancel has the focus first, so Enter never deletes by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { dialog, titleId } = useModalDialog(open, onCancel, cancel);
  return (
    <dialog
      {...dialog}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={`min-h-11 rounded-lg px-4 font-semibold text-white disabled:opacity-70 ${
            destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand hover:bg-brand-strong'
          }`}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

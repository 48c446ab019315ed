import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useModalDialog } from '../ui/use-modal-dialog';

interface DetailDialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the dialog (besides closing). */
  actions?: ReactNode;
}

/**
 * A record's details in a modal `<dialog>` (Escape closes, focus returns to the row's button):
 * a panel on the right on large screens, the whole screen on phones.
 */
export function DetailDialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  actions,
}: DetailDialogProps) {
  const { dialog, titleId } = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialog}
      className="my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="min-w-0 text-lg font-bold break-words text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">{open ? children : null}</div>
        {actions ? (
          <div className="flex flex-wrap gap-3 border-t border-slate-200 px-6 py-4">{actions}</div>
        ) : null}
      </div>
    </dialog>
  );
}

import { X } from 'lucide-react';
import type { Toast } from './toast-reducer';
import { useToast } from './use-toast';

function ToastCard({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={`pointer-events-auto flex w-full gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? 'border-red-200 bg-red-50 text-red-950' : 'border-slate-200 bg-white text-ink'
      }`}
    >
      <div className="min-w-0 flex-1 text-sm">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        {toast.description ? <p className="mt-1">{toast.description}</p> : null}
        {toast.action ? (
          <button
            type="button"
            onClick={toast.action.onClick}
            className="mt-3 min-h-11 rounded-lg border border-current px-3 font-semibold"
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => toast.onOpenChange?.(false)}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * Shows the open toasts, newest first, over the page (fixed: nothing moves under them). Default
 * toasts sit in a polite live region, destructive ones in an assertive one (`role="alert"`); both
 * regions are in the page from the start, so screen readers announce what enters them.
 */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const { toasts } = useToast();
  const open = toasts.filter((toast) => toast.open);
  const card = (toast: Toast) => (
    <ToastCard key={toast.id} toast={toast} dismissLabel={dismissLabel} />
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col gap-3 p-4 sm:left-auto sm:w-full sm:max-w-md sm:p-6">
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {open.filter((toast) => toast.variant !== 'destructive').map(card)}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-3">
        {open.filter((toast) => toast.variant === 'destructive').map(card)}
      </div>
    </div>
  );
}

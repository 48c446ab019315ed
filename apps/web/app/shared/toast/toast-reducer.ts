/** At most this many toasts are kept, newest first (docs/product.md §9.1). */
export const TOAST_LIMIT = 20;
/** A dismissed toast is removed this long after its dismissal (docs/product.md §9.1). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

/** A toast notification (docs/product.md §3.9). */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  variant: ToastVariant;
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: Toast }
  | { type: 'UPDATE_TOAST'; toast: Partial<Toast> & Pick<Toast, 'id'> }
  /** Without an id, every toast. */
  | { type: 'DISMISS_TOAST'; toastId?: string }
  /** Without an id, every toast. */
  | { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
  toasts: Toast[];
}

const targets = (toast: Toast, toastId: string | undefined) =>
  toastId === undefined || toast.id === toastId;

/**
 * The life cycle of docs/product.md §4.6, as a pure function: add (newest first, keeping
 * `TOAST_LIMIT`), update by id, dismiss (closes; the store schedules the removal), remove by id
 * or all.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.toast.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((toast) =>
          targets(toast, action.toastId) ? { ...toast, open: false } : toast,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: state.toasts.filter((toast) => !targets(toast, action.toastId)) };
  }
}

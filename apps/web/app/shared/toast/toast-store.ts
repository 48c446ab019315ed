import {
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type Toast,
  type ToastAction,
  type ToastState,
} from './toast-reducer';

/**
 * The page's one toast store (module state; life cycle in docs/product.md §4.6): any code can
 * raise a toast, the `<Toaster>` in the layout shows them.
 */
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  const timer = setTimeout(() => {
    removals.delete(id);
    dispatchToast({ type: 'REMOVE_TOAST', toastId: id });
  }, TOAST_REMOVE_DELAY_MS);
  removals.set(id, timer);
}

function cancelRemovals(toastId: string | undefined) {
  for (const [id, timer] of removals) {
    if (toastId !== undefined && id !== toastId) continue;
    clearTimeout(timer);
    removals.delete(id);
  }
}

/** Applies an action; a dismissal schedules the removal of each toast it closes. */
export function dispatchToast(action: ToastAction) {
  if (action.type === 'DISMISS_TOAST') {
    for (const toast of state.toasts) {
      if (action.toastId === undefined || toast.id === action.toastId) scheduleRemoval(toast.id);
    }
  }
  if (action.type === 'REMOVE_TOAST') cancelRemovals(action.toastId);
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const getToastState = () => state;

export type ToastInput = Omit<Toast, 'id' | 'open' | 'onOpenChange' | 'variant'> &
  Partial<Pick<Toast, 'variant'>>;

export function dismissToast(toastId?: string) {
  dispatchToast({ type: 'DISMISS_TOAST', toastId });
}

/** Shows a toast (newest first); returns its id and ways to update or dismiss it. */
export function toast(input: ToastInput) {
  lastId += 1;
  const id = String(lastId);
  const dismiss = () => dismissToast(id);
  dispatchToast({
    type: 'ADD_TOAST',
    toast: {
      variant: 'default',
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return {
    id,
    dismiss,
    update: (next: ToastInput) => dispatchToast({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

import { useSyncExternalStore } from 'react';
import { dismissToast, getToastState, subscribeToToasts, toast } from './toast-store';

/** The current toasts, and the functions to raise and dismiss them. */
export function useToast() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts, toast, dismiss: dismissToast };
}

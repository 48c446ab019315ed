import { useEffect, useId, useRef, type RefObject, type SyntheticEvent } from 'react';

/**
 * Drives a native `<dialog>` from `open`: `showModal()` (focus trapped, focus returns to the opener
 * on close), then `close()`. Escape asks `onDismiss` instead of closing behind React's back.
 * Spread `dialog` on the `<dialog>`; it is labelled by the element with the id `titleId`.
 * `initialFocus` gets the focus once the dialog is open.
 */
export function useModalDialog(
  open: boolean,
  onDismiss: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, initialFocus]);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onDismiss();
  };
  return { dialog: { ref, onCancel, 'aria-labelledby': titleId }, titleId };
}

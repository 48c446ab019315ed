import { useState } from 'react';

/**
 * When the form engine itself cannot load (the visitor went offline before using the form), no
 * toast can be shown either: the form says so inline, and the console gets the reason.
 */
export function useOfflineNotice() {
  const [visible, setVisible] = useState(false);
  return {
    visible,
    clear: () => setVisible(false),
    show: (error: unknown) => {
      console.error('[forms] the form engine could not load', error);
      setVisible(true);
      return undefined;
    },
    ignore: () => undefined,
  };
}

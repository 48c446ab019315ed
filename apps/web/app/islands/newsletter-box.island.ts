import type { CommonCopy } from '../content/fr/common';
import type { FormIslandProps } from '../components/islands/form-island';
import { mountIslands } from './mount-islands';

type Props = FormIslandProps<CommonCopy['footer']['newsletter']>;

const FIRST_USE = ['focusin', 'pointerdown'] as const;

// The footer's sign-up box is on every page: its form (Preact and the box, `forms/newsletter-box`)
// loads when the visitor first reaches into it, so pages that are only read load none of it.
// Until then its button stays disabled, as the server drew it.
mountIslands<Props>('newsletter-box', (root, props) => {
  const listen = (on: boolean) => {
    for (const type of FIRST_USE) {
      if (on) root.addEventListener(type, start);
      else root.removeEventListener(type, start);
    }
  };
  // Offline, the load fails: the next use tries again.
  function start() {
    listen(false);
    import('./forms/newsletter-box').then(
      ({ mountNewsletterBox }) => mountNewsletterBox(root, props),
      () => listen(true),
    );
  }
  listen(true);
});

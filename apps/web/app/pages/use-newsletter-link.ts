import type { Locale } from '@vitrine/contract/locales';
import { useRef, useState, type FormEvent } from 'react';
import { loadFormEngine } from '../components/forms/load-form-engine';
import { useOfflineNotice } from '../components/forms/use-offline-notice';
import { useHydrated } from '../components/ui/use-hydrated';

export type NewsletterAction = 'confirm' | 'unsubscribe';
type LinkState = 'idle' | 'working' | 'done' | 'invalid';

/**
 * Follows a newsletter link when its button is pressed: `done`, `invalid` (unknown, used or
 * expired token: a 4xx answer), or back to `idle` with a destructive toast (network, 429, 5xx).
 */
export function useNewsletterLink(
  locale: Locale,
  action: NewsletterAction | undefined,
  token: string,
) {
  const hydrated = useHydrated();
  const [state, setState] = useState<LinkState>('idle');
  const lastToast = useRef<() => void>(undefined);
  const offline = useOfflineNotice();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action || state === 'working') return;
    lastToast.current?.();
    offline.clear();
    const engine = await loadFormEngine().catch(offline.show);
    if (!engine) return;
    setState('working');
    const result = await engine.followNewsletterLink(action, token, locale);
    if (result.kind === 'failed') lastToast.current = result.dismiss;
    setState(result.kind === 'failed' ? 'idle' : result.kind);
  };

  const preload = () => void loadFormEngine().catch(offline.ignore);
  return {
    state,
    offline: offline.visible,
    disabled: !hydrated || state === 'working',
    formProps: { onSubmit, onFocus: preload, onPointerDown: preload },
  };
}

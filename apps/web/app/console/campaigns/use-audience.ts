import type { Locale } from '@vitrine/contract/locales';
import type { NewsletterAudience } from '@vitrine/contract/newsletter/campaign-api';
import { useCallback, useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { campaignsClient } from './campaigns-client';

export type AudienceState =
  | { state: 'loading' }
  | { state: 'ready'; audience: NewsletterAudience }
  | { state: 'failed'; message: string };

/**
 * Who a campaign in `language` would reach now (`GET newsletter/audience`), asked when the
 * language changes and again by `refresh()` (before the send is confirmed).
 */
export function useAudience(language: Locale) {
  const [audience, setAudience] = useState<AudienceState>({ state: 'loading' });
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setAudience((current) =>
      current.state === 'ready' && current.audience.language === language
        ? current
        : { state: 'loading' },
    );
    campaignsClient()
      .audience(language, { signal: controller.signal })
      .then(
        (answer) => setAudience({ state: 'ready', audience: answer }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setAudience({ state: 'failed', message: apiFailure(error).message });
        },
      );
    return () => controller.abort();
  }, [language, asked]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { audience, refresh };
}

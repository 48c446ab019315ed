import type { CampaignPreview } from '@vitrine/contract/newsletter/campaign-api';
import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import type { CampaignDraft } from './campaign-form';
import { campaignsClient } from './campaigns-client';

/** Pause in typing before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type PreviewState =
  | { state: 'empty' }
  | { state: 'loading'; shown?: CampaignPreview }
  | { state: 'ready'; shown: CampaignPreview }
  | { state: 'failed'; message: string; shown?: CampaignPreview };

/**
 * The e-mail as the server renders it (`POST newsletter/campaigns/preview`), asked again 400 ms
 * after the last change; the previous rendering stays shown meanwhile, and a newer change
 * cancels an answer still on its way.
 */
export function useCampaignPreview(draft: CampaignDraft): PreviewState {
  const { subject, preheader, content, language, postId, utmCampaign } = draft;
  const empty = subject.trim() === '' || (content.trim() === '' && postId === '');
  const [preview, setPreview] = useState<PreviewState>({ state: empty ? 'empty' : 'loading' });

  useEffect(() => {
    if (empty) {
      setPreview({ state: 'empty' });
      return;
    }
    setPreview((current) => ({ state: 'loading', shown: shownOf(current) }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request = {
        subject,
        preheader: preheader || undefined,
        utm_campaign: utmCampaign.trim() || undefined,
        content,
        language,
      };
      campaignsClient()
        .preview(postId ? { ...request, post_id: postId } : request, { signal: controller.signal })
        .then(
          (shown) => setPreview({ state: 'ready', shown }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const { message } = apiFailure(error);
            setPreview((current) => ({ state: 'failed', message, shown: shownOf(current) }));
          },
        );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [empty, subject, preheader, utmCampaign, content, language, postId]);

  return preview;
}

const shownOf = (state: PreviewState) => ('shown' in state ? state.shown : undefined);

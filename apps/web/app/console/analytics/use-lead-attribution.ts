import type { LeadAttribution } from '@vitrine/contract/client/analytics-stats-client';
import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { analyticsClient } from './analytics-client';

export type AttributionState =
  | { status: 'loading' }
  | { status: 'found'; attribution: LeadAttribution }
  | { status: 'unknown' }
  | { status: 'failed'; message: string };

/** Where a lead came from, asked when its detail opens; a 404 means no measured visit sent it. */
export function useLeadAttribution(entity: string, id: string | undefined): AttributionState {
  const [state, setState] = useState<AttributionState>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    analyticsClient()
      .leadAttribution(entity, id, { signal: controller.signal })
      .then((attribution) => setState({ status: 'found', attribution }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = apiFailure(error);
        setState(
          failure.status === 404
            ? { status: 'unknown' }
            : { status: 'failed', message: failure.message },
        );
      });
    return () => controller.abort();
  }, [entity, id]);
  return state;
}

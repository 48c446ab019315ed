import type {
  PostFigurePeriod,
  PostFigures,
} from '@vitrine/contract/client/analytics-stats-client';
import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { analyticsClient } from './analytics-client';

export type PostFiguresState =
  | { status: 'loading' }
  | { status: 'found'; figures: PostFigures }
  | { status: 'failed'; message: string };

/** A post's figures over `period`, asked again when the period changes. */
export function usePostFigures(postId: string, period: PostFigurePeriod): PostFiguresState {
  const [state, setState] = useState<PostFiguresState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    analyticsClient()
      .postFigures(postId, period, { signal: controller.signal })
      .then((figures) => setState({ status: 'found', figures }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: apiFailure(error).message });
      });
    return () => controller.abort();
  }, [postId, period]);
  return state;
}

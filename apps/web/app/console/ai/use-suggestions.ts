import type { AiSuggestionAnswers, AiSuggestionRequest } from '@vitrine/contract/client/ai-client';
import { useEffect, useRef, useState } from 'react';
import { aiClient } from '../shared/ai-status';
import { useAiFailure } from './use-ai-failure';

type Kind = AiSuggestionRequest['kind'];

export type SuggestionState<K extends Kind> =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; answer: AiSuggestionAnswers[K] };

/**
 * Asks `POST /ai/suggestions` for proposals of one kind. Nothing is written: the caller shows the
 * answer and puts a choice in its form when the person picks it. A new ask, or leaving, cancels
 * the one in flight.
 */
export function useSuggestions<K extends Kind>() {
  const describe = useAiFailure();
  const [state, setState] = useState<SuggestionState<K>>({ step: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const ask = async (request: Extract<AiSuggestionRequest, { kind: K }>) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ step: 'loading' });
    try {
      const answer = await aiClient().suggest<K>(request, { signal: current.signal });
      if (!current.signal.aborted) setState({ step: 'ready', answer });
      return answer;
    } catch (error) {
      if (!current.signal.aborted) setState({ step: 'failed', message: describe(error) });
      return undefined;
    }
  };

  const dismiss = () => {
    controller.current?.abort();
    setState({ step: 'idle' });
  };

  return {
    state,
    ask: (request: Extract<AiSuggestionRequest, { kind: K }>) => ask(request),
    dismiss,
  };
}

import { apiFailure } from '../shared/api-failure';
import { useConsole } from '../shared/console-context';
import { aiFailureMessage } from './ai-failure';
import { useAiState } from '../shared/ai-status';
import { useAiCopy } from './use-ai-copy';

/** Turns an error thrown by an AI call into the sentence to show. */
export function useAiFailure() {
  const { locale } = useConsole();
  const copy = useAiCopy();
  const { status } = useAiState();
  return (error: unknown) => aiFailureMessage(apiFailure(error), copy, locale, status?.month);
}

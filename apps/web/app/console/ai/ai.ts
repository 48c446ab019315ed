// What other console features may take from the AI help (ESLint checks that they import nothing
// else from this folder): its copy, its error sentences and the suggestion list.
export { AI_CODES } from './ai-failure';
export { useAiCopy } from './use-ai-copy';
export { useAiFailure } from './use-ai-failure';
export { SuggestionList, type SuggestionLines } from './components/suggestion-list';
export { useSuggestions } from './use-suggestions';

// The AI feature (decision 0076), reached from outside its folder through this module.
export { answerAi, wantsStream, type AiRunContext } from './ai-answer';
export { AI_OUTCOMES, AiCanceled, aiErrors, AiFailure, type AiOutcome } from './ai-errors';
export { AI_PURPOSES, type AiPurpose } from './ai-purposes';
export { registerAiRoutes } from './ai-routes';
export { registerAiSuggestionRoutes } from './ai-suggestion-routes';
export { boundGlossary } from './glossary';
export { registerTranslateRoute } from './translate-route';
export {
  createAiService,
  OpenAiCompatibleService,
  type AiCallInput,
  type AiCallRecord,
  type AiCallResult,
  type AiMessage,
  type AiService,
  type AiStatus,
} from './ai-service';
export { AiUsageStore, budgetMonth, nextMonthStart } from './ai-usage-store';

/**
 * Why the server calls the AI provider: a fixed list, so each one is a bounded metric label
 * (`vitrine_ai_requests_total{purpose}`) and an audit action (`ai.<purpose>`).
 */
export const AI_PURPOSES = [
  'invoke-llm',
  'translate-post',
  'fill-content',
  'suggest-seo',
  'suggest-alt',
  'suggest-subjects',
] as const;

export type AiPurpose = (typeof AI_PURPOSES)[number];

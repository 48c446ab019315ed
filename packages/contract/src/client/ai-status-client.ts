import type { HttpTransport, RequestOptions } from './http-transport';

/** `GET /apps/{appId}/ai/status` (any console role): whether AI is on, and the month's tokens. */
export interface AiStatus {
  /** False without `AI_BASE_URL` and `AI_MODEL`: the console hides its AI buttons. */
  configured: boolean;
  /** The configured model, or null when AI is off. */
  model: string | null;
  /** `AI_VISION`: the model reads images (alt texts from the image itself). */
  vision: boolean;
  /** The current budget month, `YYYY-MM` in UTC. */
  month: string;
  /** `AI_MONTHLY_TOKEN_BUDGET`: tokens all calls may use this month (0: none). */
  budget_tokens: number;
  /** Tokens used this month so far, every instance together. */
  used_tokens: number;
}

/** Reads whether AI is configured, and this month's budget. */
export function fetchAiStatus(
  transport: HttpTransport,
  appId: string,
  options?: RequestOptions,
): Promise<AiStatus> {
  const path = `/apps/${encodeURIComponent(appId)}/ai/status`;
  return transport.request<AiStatus>({ method: 'GET', path, options });
}

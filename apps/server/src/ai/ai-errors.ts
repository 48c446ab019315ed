import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AppError } from '../errors/app-error';

/** How an AI call ended: a fixed list, the `outcome` label of `vitrine_ai_requests_total`. */
export const AI_OUTCOMES = [
  'ok',
  'timeout',
  'provider_error',
  'budget',
  'busy',
  'canceled',
] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** Longest part of a provider's own error message repeated in ours. */
const PROVIDER_MESSAGE_MAX = 300;
/** What a refused call is told to wait when every place is taken. */
const BUSY_RETRY_SECONDS = 5;

/** An AI call that did not give an answer, and how it counts in `/metrics`. */
export class AiFailure extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly outcome: Exclude<AiOutcome, 'ok'>,
  ) {
    super(statusCode, code, message);
  }
}

/** The client closed its connection: the call stopped, nothing is saved, nobody gets an answer. */
export class AiCanceled extends AiFailure {
  constructor() {
    super(
      499,
      API_ERROR_CODES.clientClosedRequest,
      'The AI call was cancelled: the client left',
      'canceled',
    );
  }
}

const day = (at: Date) => at.toISOString().slice(0, 10);

export const aiErrors = {
  notConfigured: () =>
    new AppError(
      503,
      API_ERROR_CODES.aiNotConfigured,
      'AI is not configured on this server: set AI_BASE_URL and AI_MODEL (see docs/product.md, « AI »)',
    ),
  budgetSpent: (budget: number, used: number, renews: Date) => {
    const error = new AiFailure(
      429,
      API_ERROR_CODES.aiBudgetSpent,
      `This month's AI budget is spent: ${used} of ${budget} tokens used. It renews on ${day(renews)} (UTC); an administrator can raise AI_MONTHLY_TOKEN_BUDGET to allow more now.`,
      'budget',
    );
    const seconds = Math.max(1, Math.ceil((renews.getTime() - Date.now()) / 1000));
    error.headers = { 'retry-after': String(seconds) };
    return error;
  },
  busy: () => {
    const error = new AiFailure(
      429,
      API_ERROR_CODES.aiBusy,
      'Too many AI requests are waiting: try again in a moment',
      'busy',
    );
    error.headers = { 'retry-after': String(BUSY_RETRY_SECONDS) };
    error.retryAfterSeconds = BUSY_RETRY_SECONDS;
    return error;
  },
  timeout: (ms: number) =>
    new AiFailure(
      504,
      API_ERROR_CODES.aiTimeout,
      `The AI provider did not answer within ${ms / 1000} s (AI_TIMEOUT_MS); try again, or with a shorter text`,
      'timeout',
    ),
  canceled: () => new AiCanceled(),
  /** The model's answer failed a check of ours (`why` says which); nothing was saved. */
  outputRejected: (why: string) =>
    new AppError(
      422,
      API_ERROR_CODES.aiOutputRejected,
      `The AI answer was refused: ${why}. Nothing was saved; try again.`,
    ),
};

/** The provider's own words, on one line and bounded, without the configured key. */
function providerWords(error: APIError, secret: string | undefined) {
  const body = error.error as { message?: unknown } | undefined;
  const raw = typeof body?.message === 'string' ? body.message : error.message;
  let words = raw.replace(/\s+/g, ' ').trim();
  if (secret) words = words.replaceAll(secret, '[redacted]');
  return words.length > PROVIDER_MESSAGE_MAX
    ? `${words.slice(0, PROVIDER_MESSAGE_MAX - 1)}…`
    : words;
}

/** Any error of a provider call as the AiFailure the API answers. */
export function providerFailure(
  error: unknown,
  settings: { timeoutMs: number; apiKey?: string },
): AiFailure {
  if (error instanceof AiFailure) return error;
  if (error instanceof APIConnectionTimeoutError) return aiErrors.timeout(settings.timeoutMs);
  const code = API_ERROR_CODES.aiProviderError;
  if (error instanceof APIConnectionError)
    return new AiFailure(
      502,
      code,
      'The AI provider could not be reached (AI_BASE_URL): check its address and that it is up',
      'provider_error',
    );
  if (error instanceof APIError && error.status) {
    const words = providerWords(error, settings.apiKey);
    return new AiFailure(
      502,
      code,
      `The AI provider refused the call with status ${error.status}: ${words}`,
      'provider_error',
    );
  }
  const failure = new AiFailure(
    502,
    code,
    "The AI provider's answer could not be read",
    'provider_error',
  );
  failure.cause = error;
  return failure;
}

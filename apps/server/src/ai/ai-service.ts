import type { AiStatus } from '@vitrine/contract/client/ai-status-client';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { AuditRecorder } from '../audit/audit';
import type { AiConfig } from '../config';
import { aiErrors, AiFailure, type AiOutcome, providerFailure } from './ai-errors';
import type { AiPurpose } from './ai-purposes';
import { AiSlots } from './ai-slots';
import { budgetMonth, nextMonthStart, type AiUsageStore } from './ai-usage-store';

export type { AiStatus };

export type AiMessage = {
  role: 'system' | 'user' | 'assistant';
  content:
    | string
    | Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }>;
};

export interface AiCallInput {
  purpose: AiPurpose;
  /** Who asked (the audit event's actor). */
  caller: { id: string; email: string };
  /** What the call worked on (the audit event's target). */
  target?: { entity: string; id: string };
  messages: AiMessage[];
  /**
   * `response_format: {type: 'json_object'}`: the answer's text is JSON. OpenAI asks that the
   * messages say « JSON » themselves.
   */
  json?: boolean;
  maxTokens?: number;
  /** The client left or cancelled: the provider call is aborted. */
  signal?: AbortSignal;
  /** Given, the provider call streams and this gets each piece of text as it comes. */
  onDelta?: (text: string) => void;
}

export interface AiCallResult {
  text: string;
  model: string;
  durationMs: number;
  usage: { prompt: number; completion: number; total: number };
}

export interface AiService {
  readonly configured: boolean;
  readonly vision: boolean;
  status(): Promise<AiStatus>;
  /** Throws an AppError with an `AI_*` code (ai-errors.ts), or `AiCanceled` when the client left. */
  complete(input: AiCallInput): Promise<AiCallResult>;
}

/** One ended call (or refused one), for `/metrics`. */
export interface AiCallRecord {
  purpose: AiPurpose;
  outcome: AiOutcome;
  durationMs: number;
  usage?: { prompt: number; completion: number };
}

/** Characters per token when a provider sends no usage figures (decision 0076). */
const CHARS_PER_TOKEN = 4;
/** Tokens counted for an image when a provider sends no usage figures. */
const IMAGE_TOKENS_ESTIMATE = 1000;

function estimatedPromptTokens(messages: AiMessage[]) {
  let characters = 0;
  let images = 0;
  for (const { content } of messages) {
    if (typeof content === 'string') characters += content.length;
    else
      for (const part of content) {
        if (part.type === 'text') characters += part.text.length;
        else images += 1;
      }
  }
  return Math.ceil(characters / CHARS_PER_TOKEN) + images * IMAGE_TOKENS_ESTIMATE;
}

const estimatedTokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

export interface AiServiceOptions {
  config: AiConfig;
  usage: AiUsageStore;
  audit: AuditRecorder;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What a provider call gave back before it ended (or failed half way through a stream). */
interface Answer {
  text: string;
  model: string;
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

/**
 * The AI provider of `AI_BASE_URL` through the `openai` client (decision 0076): the month's
 * budget checked before each call, at most `AI_CONCURRENCY` calls at once and `AI_QUEUE_MAX`
 * waiting, one deadline of `AI_TIMEOUT_MS` per call (retries and streaming included), and each
 * call's tokens added to the month, recorded in the audit trail and counted for `/metrics`.
 * Prompts and answers are never logged nor audited.
 */
export class OpenAiCompatibleService implements AiService {
  readonly configured: boolean;
  readonly vision: boolean;
  private readonly client: OpenAI | undefined;
  private readonly slots: AiSlots;
  private readonly listeners: ((call: AiCallRecord) => void)[] = [];
  private readonly now: () => Date;

  constructor(private readonly options: AiServiceOptions) {
    const { config } = options;
    this.configured = Boolean(config.baseUrl && config.model);
    this.vision = this.configured && config.vision;
    this.now = options.now ?? (() => new Date());
    this.slots = new AiSlots(config.concurrency, config.queueMax);
    if (!this.configured) return;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // A self-hosted model may ask for no key: then no Authorization header is sent at all.
      apiKey: config.apiKey || 'no-key',
      ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      // Explicit, so that no OPENAI_* variable of the environment applies.
      adminAPIKey: null,
      organization: null,
      project: null,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
      logLevel: 'off',
    });
  }

  /** Calls `listener` after each call ends or is refused (`/metrics`). */
  onCall(listener: (call: AiCallRecord) => void) {
    this.listeners.push(listener);
  }

  /** Calls waiting for a place and running now, on this instance. */
  get figures() {
    return { running: this.slots.running, waiting: this.slots.waiting };
  }

  async status(): Promise<AiStatus> {
    const month = budgetMonth(this.now());
    return {
      configured: this.configured,
      model: this.configured ? this.options.config.model! : null,
      vision: this.vision,
      month,
      budget_tokens: this.options.config.monthlyTokenBudget,
      used_tokens: await this.options.usage.used(month),
    };
  }

  async complete(input: AiCallInput): Promise<AiCallResult> {
    if (!this.client) throw aiErrors.notConfigured();
    const started = performance.now();
    try {
      await this.checkBudget();
      const release = await this.slots.take(input.signal);
      if (!release) throw aiErrors.busy();
      try {
        return await this.call(this.client, input, started);
      } finally {
        release();
      }
    } catch (error) {
      // Anything else (the database is down) is not the provider's doing: it goes on as it is.
      if (error instanceof AiFailure)
        await this.ended(input, error.outcome, performance.now() - started, error.code);
      throw error;
    }
  }

  private async checkBudget() {
    const at = this.now();
    const budget = this.options.config.monthlyTokenBudget;
    const used = await this.options.usage.used(budgetMonth(at));
    if (used >= budget) throw aiErrors.budgetSpent(budget, used, nextMonthStart(at));
  }

  private async call(client: OpenAI, input: AiCallInput, started: number) {
    const { config } = this.options;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
    const signals = input.signal ? [input.signal, deadline.signal] : [deadline.signal];
    const signal = AbortSignal.any(signals);
    const answer: Answer = { text: '', model: config.model! };
    const month = budgetMonth(this.now());
    try {
      const params: ChatCompletionCreateParamsBase = {
        model: config.model!,
        messages: input.messages as ChatCompletionMessageParam[],
        ...(input.json ? { response_format: { type: 'json_object' } } : {}),
        ...(input.maxTokens ? { max_tokens: input.maxTokens } : {}),
      };
      if (input.onDelta) await this.stream(client, params, answer, input.onDelta, signal);
      else {
        const completion = await client.chat.completions.create(
          { ...params, stream: false },
          { signal },
        );
        answer.text = completion.choices[0]?.message?.content ?? '';
        answer.model = completion.model || answer.model;
        answer.usage = completion.usage;
      }
      // The client's stream ends quietly when aborted: an aborted call is never a success.
      signal.throwIfAborted();
    } catch (error) {
      // A stream stopped half way has used tokens: they count, estimated from what came.
      if (answer.text) await this.count(month, input, answer);
      if (deadline.signal.aborted) throw aiErrors.timeout(config.timeoutMs);
      if (input.signal?.aborted) throw aiErrors.canceled();
      const failure = providerFailure(error, config);
      if (failure.cause)
        this.options.log.error({ err: failure.cause }, 'an AI answer was unreadable');
      throw failure;
    } finally {
      clearTimeout(timer);
    }
    const usage = await this.count(month, input, answer);
    const durationMs = performance.now() - started;
    const result: AiCallResult = { text: answer.text, model: answer.model, durationMs, usage };
    await this.ended(input, 'ok', durationMs, undefined, result);
    return result;
  }

  private async stream(
    client: OpenAI,
    params: ChatCompletionCreateParamsBase,
    answer: Answer,
    onDelta: (text: string) => void,
    signal: AbortSignal,
  ) {
    const stream = await client.chat.completions.create(
      { ...params, stream: true, stream_options: { include_usage: true } },
      { signal },
    );
    for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
      if (chunk.model) answer.model = chunk.model;
      if (chunk.usage) answer.usage = chunk.usage;
      const text = chunk.choices[0]?.delta?.content;
      if (!text) continue;
      answer.text += text;
      onDelta(text);
    }
  }

  /** Adds the call's tokens to the month: the provider's figures, else an estimate. */
  private async count(month: string, input: AiCallInput, answer: Answer) {
    const prompt = answer.usage?.prompt_tokens ?? estimatedPromptTokens(input.messages);
    const completion = answer.usage?.completion_tokens ?? estimatedTokens(answer.text);
    const usage = { prompt, completion, total: prompt + completion };
    try {
      await this.options.usage.add(month, usage.total);
    } catch (err) {
      // The answer is already paid for: it is still given; the log says the count is short.
      this.options.log.error({ err, tokens: usage.total }, 'the AI tokens could not be counted');
    }
    return usage;
  }

  private async ended(
    input: AiCallInput,
    outcome: AiOutcome,
    durationMs: number,
    code: string | undefined,
    result?: AiCallResult,
  ) {
    const seconds = (durationMs / 1000).toFixed(1);
    const summary = result
      ? `${result.model}: ${result.usage.total} tokens in ${seconds} s`
      : code!;
    const call: AiCallRecord = {
      purpose: input.purpose,
      outcome,
      durationMs,
      ...(result ? { usage: result.usage } : {}),
    };
    for (const listener of this.listeners) listener(call);
    const details = { purpose: input.purpose, outcome, durationMs: Math.round(durationMs) };
    if (outcome === 'ok' || outcome === 'canceled')
      this.options.log.info({ ...details, tokens: result?.usage.total }, 'AI call');
    else this.options.log.warn({ ...details, code }, 'AI call failed');
    await this.options.audit.record({
      actor: input.caller,
      action: `ai.${input.purpose}`,
      ...(input.target ? { target_entity: input.target.entity, target_id: input.target.id } : {}),
      summary,
    });
  }
}

/** The service of the configuration: calls the provider when AI_BASE_URL and AI_MODEL are set. */
export function createAiService(options: AiServiceOptions) {
  return new OpenAiCompatibleService(options);
}

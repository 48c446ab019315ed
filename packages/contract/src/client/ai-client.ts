import type { Locale } from '../locales';
import type { ContentFillEntity, SuggestionAnswers, SuggestionRequest } from '../ai/ai-suggestions';
import { fetchAiStatus, type AiStatus } from './ai-status-client';
import { postEventStream } from './event-stream';
import type { HttpTransport, RequestOptions } from './http-transport';

export type { AiStatus };

/** What a translation draft says of its origin (`BlogPost.machine_translation`). */
export interface MachineTranslation {
  source_id: string;
  model: string;
  at: string;
}

/** `POST /blog/posts/{id}/translate`: the draft made or updated, and what was put back as it was. */
export interface TranslateAnswer<TPost> {
  post: TPost;
  created: boolean;
  restored: { links: number; images: number; code: number };
}

export interface TranslateRequest {
  language: Locale;
  /** Replace the linked draft that exists (else a 409 `AI_TRANSLATION_EXISTS`). */
  overwrite?: boolean;
}

// The suggestion bodies and answers are those of the route (types only: no schema reaches a page).
export type AiSuggestionRequest = SuggestionRequest;
export type AiSuggestionAnswers = SuggestionAnswers;
export type AiFillEntity = ContentFillEntity;

/** A streamed call: `onDelta` gets the provider's text as it comes; `signal` cancels it. */
export interface StreamOptions {
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
}

export interface AiClient {
  status(options?: RequestOptions): Promise<AiStatus>;
  /** Streams when `onDelta` is given; without it, one JSON answer. */
  translatePost<TPost>(
    postId: string,
    request: TranslateRequest,
    options?: StreamOptions,
  ): Promise<TranslateAnswer<TPost>>;
  suggest<K extends AiSuggestionRequest['kind']>(
    request: Extract<AiSuggestionRequest, { kind: K }>,
    options?: RequestOptions,
  ): Promise<AiSuggestionAnswers[K]>;
}

/** Where and how a streamed call goes: the server's origin (`''`: this page's) and a fetch. */
export interface AiStreamConfig {
  serverUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The AI routes under `/apps/{appId}` (docs/api.md, « AI »). Plain calls go through `transport`;
 * a streamed one reads `text/event-stream` with the transport's token. Errors reject with an
 * ApiError carrying the server's `code` (`AI_BUDGET_SPENT`, `AI_TIMEOUT`…).
 */
export function createAiClient(
  transport: HttpTransport,
  appId: string,
  stream: AiStreamConfig = {},
): AiClient {
  const base = `/apps/${encodeURIComponent(appId)}`;
  const streamHeaders = () => {
    const token = transport.getToken();
    const headers: Record<string, string> = { 'X-App-Id': appId };
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  };
  return {
    status: (options) => fetchAiStatus(transport, appId, options),
    translatePost: <TPost>(postId: string, request: TranslateRequest, options?: StreamOptions) => {
      const path = `${base}/blog/posts/${encodeURIComponent(postId)}/translate`;
      const onDelta = options?.onDelta;
      if (!onDelta) {
        // The provider may take a while: the server's own timeout (AI_TIMEOUT) bounds the call.
        const requestOptions = { signal: options?.signal, timeoutMs: 0 };
        return transport.request<TranslateAnswer<TPost>>({
          method: 'POST',
          path,
          body: request,
          options: requestOptions,
        });
      }
      return postEventStream<TranslateAnswer<TPost>>({
        url: `${(stream.serverUrl ?? '').replace(/\/+$/, '')}/api${path}`,
        headers: streamHeaders(),
        body: request,
        signal: options?.signal,
        fetch: stream.fetch,
        onDelta,
      });
    },
    suggest: (request, options) =>
      transport.request({
        method: 'POST',
        path: `${base}/ai/suggestions`,
        body: request,
        options: { timeoutMs: 0, ...options },
      }),
  };
}

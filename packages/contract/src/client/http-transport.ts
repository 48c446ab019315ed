import { type AbortScope, createAbortScope } from './abort-scope';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { currentHref, isBrowser } from './browser-env';
import { readEventStreamResult } from './event-stream';
import { scheduleLoginRedirect } from './login-redirect';
import { readResponse } from './read-response';

/** Per-call options, accepted as the optional last argument of every client method. */
export interface RequestOptions {
  /** Cancels the call; it then rejects with code `CANCELED`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call; `0` disables it. */
  timeoutMs?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Path under `${serverUrl}/api`, starting with `/`, already encoded. */
  path: string;
  query?: URLSearchParams;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  options?: RequestOptions;
  /** Never redirect to the login page on a 401/403 from this call (login, logout). */
  skipAuthRedirect?: boolean;
  /** `'blob'`: a successful answer resolves as a Blob (downloads); errors are read as JSON. */
  responseType?: 'json' | 'blob';
  /**
   * An AI route's answer streamed (`Accept: text/event-stream`): each piece of the model's text
   * goes here as it comes, and the call resolves with the final result (event-stream.ts).
   * Cancelling the call (its signal, or its timeout) stops the provider's work on the server;
   * the timeout covers the whole stream, so give AI calls a longer one (`options.timeoutMs`).
   */
  onDelta?: (text: string) => void;
}

export interface TransportConfig {
  appId: string;
  serverUrl: string;
  env: string;
  timeoutMs: number;
  requiresAuth: boolean;
  loginUrl: string;
  fetch?: typeof fetch;
  onError?: (error: ApiError) => void;
  token?: string;
}

export interface HttpTransport {
  /** Sends one call; resolves with the parsed body, rejects with an ApiError. */
  request<T>(request: HttpRequest): Promise<T>;
  getToken(): string | undefined;
  setToken(token: string | undefined): void;
}

/** Classifies a failure that is not an HTTP error answer: timeout, cancel or network. */
function transportError(error: unknown, scope: AbortScope, timeoutMs: number): ApiError {
  if (error instanceof ApiError) return error;
  if (scope.timedOut()) {
    const message = `timeout of ${timeoutMs}ms exceeded`;
    return new ApiError({ message, code: CLIENT_ERROR_CODES.timeout, cause: error });
  }
  if (scope.canceled()) {
    return new ApiError({ message: 'canceled', code: CLIENT_ERROR_CODES.canceled, cause: error });
  }
  const message = error instanceof Error && error.message ? error.message : 'Network Error';
  return new ApiError({ message, code: CLIENT_ERROR_CODES.networkError, cause: error });
}

/** Creates the fetch-based transport: URLs, headers, timeout, cancellation and error mapping. */
export function createHttpTransport(config: TransportConfig): HttpTransport {
  let token = config.token;
  const baseUrl = `${config.serverUrl.replace(/\/+$/, '')}/api`;

  function buildHeaders(isJson: boolean, accept = 'application/json'): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: accept,
      'X-App-Id': config.appId,
      'X-Environment': config.env,
    };
    if (isJson) headers['Content-Type'] = 'application/json';
    const href = currentHref();
    if (href !== undefined) headers['X-Origin-URL'] = href;
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  function buildInit(request: HttpRequest, signal: AbortSignal): RequestInit {
    const init: RequestInit = { method: request.method, signal };
    const accept = request.onDelta
      ? 'text/event-stream'
      : request.responseType === 'blob'
        ? '*/*'
        : undefined;
    if (request.body === undefined) return { ...init, headers: buildHeaders(false, accept) };
    if (request.body instanceof FormData) {
      // No Content-Type: fetch adds multipart/form-data with its boundary.
      return { ...init, headers: buildHeaders(false, accept), body: request.body };
    }
    return { ...init, headers: buildHeaders(true, accept), body: JSON.stringify(request.body) };
  }

  async function send(request: HttpRequest): Promise<unknown> {
    const query = request.query?.toString();
    const url = `${baseUrl}${request.path}${query ? `?${query}` : ''}`;
    const timeoutMs = request.options?.timeoutMs ?? config.timeoutMs;
    const scope = createAbortScope(request.options?.signal, timeoutMs);
    const fetchImpl = config.fetch ?? globalThis.fetch;
    try {
      if (scope.signal.aborted) throw scope.signal.reason;
      const response = await scope.race(fetchImpl(url, buildInit(request, scope.signal)));
      if (request.responseType === 'blob' && response.ok) return await scope.race(response.blob());
      const streamed = /^text\/event-stream/.test(response.headers.get('content-type') ?? '');
      if (request.onDelta && response.ok && response.body && streamed)
        return await scope.race(readEventStreamResult(response.body, request.onDelta));
      const text = await scope.race(response.text());
      return readResponse(response.status, response.ok, text);
    } catch (error) {
      throw transportError(error, scope, timeoutMs);
    } finally {
      scope.dispose();
    }
  }

  function report(error: ApiError, request: HttpRequest): void {
    try {
      config.onError?.(error);
    } catch {
      // A faulty onError must not replace the ApiError the caller receives.
    }
    const authFailure = error.status === 401 || error.status === 403;
    if (!config.requiresAuth || !authFailure || request.skipAuthRedirect || !isBrowser()) return;
    scheduleLoginRedirect(config.loginUrl, config.appId);
  }

  async function request<T>(request: HttpRequest): Promise<T> {
    try {
      return (await send(request)) as T;
    } catch (error) {
      // send() only ever throws ApiError.
      report(error as ApiError, request);
      throw error;
    }
  }

  return {
    request,
    getToken: () => token,
    setToken: (next) => {
      token = next || undefined;
    },
  };
}

import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error';

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Maps a completed response to the call's result: the parsed JSON body, `undefined` for a 204 or
 * an empty 2xx body, or an ApiError (non-2xx, or a 2xx body that is not JSON).
 */
export function readResponse(status: number, ok: boolean, text: string): unknown {
  if (ok && (status === 204 || text === '')) return undefined;
  const parsed = parseJson(text);
  if (ok && parsed.ok) return parsed.value;
  if (ok) {
    const message = 'Invalid JSON in response body';
    throw new ApiError({ message, status, code: CLIENT_ERROR_CODES.badResponse, data: text });
  }
  throw apiErrorFromResponse(status, parsed.ok ? parsed.value : text);
}

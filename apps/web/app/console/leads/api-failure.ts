import { API_ERROR_CODES } from '@vitrine/contract/errors';

/** The API error's `code` (`LAST_ADMIN`, `CONFLICT`…) and HTTP status, when there are some. */
export function failureOf(error: unknown): { code?: string; status?: number; message: string } {
  const { code, status, message } = (error ?? {}) as {
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  return {
    code: typeof code === 'string' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' && message !== '' ? message : String(error),
  };
}

/** The server's refusal to leave no active admin (409). */
export const isLastAdminRefusal = (error: unknown) =>
  failureOf(error).code === API_ERROR_CODES.lastAdmin;

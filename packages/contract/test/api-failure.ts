import { expect } from 'vitest';
import { ApiError } from '../src/client/api-error';

/** The `ApiError` a call rejects with; fails the test if it resolves or rejects with anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

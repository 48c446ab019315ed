import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error';

describe('ApiError', () => {
  it('is an Error named ApiError that serialises its fields', () => {
    const error = new ApiError({ message: 'Gone', status: 410, code: 'GONE', data: { a: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'ApiError',
      message: 'Gone',
      status: 410,
      code: 'GONE',
      data: { a: 1 },
    });
  });

  it('lists exactly the client codes of the spec', () => {
    expect(Object.values(CLIENT_ERROR_CODES).sort()).toEqual([
      'BAD_REQUEST',
      'BAD_RESPONSE',
      'CANCELED',
      'NETWORK_ERROR',
      'TIMEOUT',
    ]);
  });
});

describe('apiErrorFromResponse', () => {
  it('keeps the body code on a 5xx and prefers message over detail', () => {
    const error = apiErrorFromResponse(503, {
      message: 'Maintenance',
      detail: 'back soon',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(error).toMatchObject({
      message: 'Maintenance',
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
  });

  it('ignores empty or non-string message fields and non-object bodies', () => {
    expect(apiErrorFromResponse(409, { message: '', detail: 'Duplicate' }).message).toBe(
      'Duplicate',
    );
    const fromArray = apiErrorFromResponse(502, ['x']);
    expect(fromArray).toMatchObject({
      message: 'Request failed with status code 502',
      code: 'BAD_RESPONSE',
      data: ['x'],
    });
  });
});

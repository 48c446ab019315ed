import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { limitedAttempt } from './sign-in';
import { MemorySignInLimiter, SIGN_IN_WINDOW_MS } from './sign-in-limiter';

describe('a limited sign-in attempt', () => {
  const from = (address: string) => ({ walls: [`ip:${address}`], slows: ['email:owner'] });

  it('waits out the slowdown of an e-mail before checking, whatever the outcome', async () => {
    const limiter = new MemorySignInLimiter(2);
    const events: string[] = [];
    const wait = async (ms: number) => events.push(`wait ${ms}`);
    const attempt = (answer: string | undefined) => async () => {
      events.push('check');
      return answer;
    };
    await limitedAttempt(limiter, from('a'), attempt(undefined), wait);
    await limitedAttempt(limiter, from('b'), attempt(undefined), wait);
    expect(events).toEqual(['check', 'check']);

    events.length = 0;
    expect(await limitedAttempt(limiter, from('c'), attempt('owner'), wait)).toBe('owner');
    expect(await limitedAttempt(limiter, from('d'), attempt(undefined), wait)).toBeUndefined();
    expect(events).toEqual(['wait 1000', 'check', 'wait 1000', 'check']);
  });

  it('refuses a walled address with 429 and Retry-After, without checking', async () => {
    const limiter = new MemorySignInLimiter(1);
    const checked: string[] = [];
    const attempt = async () => void checked.push('check');
    await limitedAttempt(limiter, from('a'), attempt, async () => undefined);
    const refused = await limitedAttempt(limiter, from('a'), attempt).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(SIGN_IN_WINDOW_MS / 1000);
    expect(refused.message).toMatch(/from this connection/);
    expect(checked).toEqual(['check']);
  });
});

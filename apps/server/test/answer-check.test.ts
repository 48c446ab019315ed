import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedRoutes } from '../src/http/request-schema';
import { checkAnswersAgainstSchemas } from './answer-check';

const Answer = Type.Object({ id: Type.String(), count: Type.Integer() });

/** One route answering `answer` through the response schema above. */
async function appAnswering(answer: unknown, checked: boolean) {
  const app = Fastify();
  if (checked) checkAnswersAgainstSchemas(app);
  const typed = typedRoutes(app);
  typed.get('/answer', { schema: { response: { 200: Answer } } }, async () => answer as never);
  typed.get('/free', async () => answer);
  await app.ready();
  return app;
}

describe('response schemas', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drop the fields they lack and coerce values, which is why tests check answers', async () => {
    const app = await appAnswering({ id: 'a', count: '5', extra: true }, false);
    const response = await app.inject('/answer');
    await app.close();
    expect(response.json()).toEqual({ id: 'a', count: 5 });
  });

  it('pass an answer the schema writes back unchanged', async () => {
    const app = await appAnswering({ id: 'a', count: 5 }, true);
    const response = await app.inject('/answer');
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', count: 5 });
  });

  it('fail an answer that loses a field or changes a value', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await appAnswering({ id: 'a', count: 5, extra: true }, true);
    const lost = await app.inject('/answer');
    await app.close();
    expect(lost.statusCode).toBe(500);
    expect(errors.mock.calls[0]?.[0]).toContain('"extra":true');

    const coerced = await appAnswering({ id: 'a', count: 2.5 }, true);
    expect((await coerced.inject('/answer')).statusCode).toBe(500);
    await coerced.close();
  });

  it('leave routes without a response schema alone', async () => {
    const app = await appAnswering({ id: 'a', extra: true }, true);
    const response = await app.inject('/free');
    await app.close();
    expect(response.json()).toEqual({ id: 'a', extra: true });
  });
});

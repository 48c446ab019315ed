import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { typedRoutes } from './request-schema';

/** One route with a schema, behind the API's own error handling. */
async function appWithRoute() {
  const app = Fastify();
  registerErrorHandling(app);
  const typed = typedRoutes(app);
  const body = Type.Object({
    email: Type.String({ minLength: 1, maxLength: 20 }),
    password: Type.String(),
    role: Type.Optional(Type.Enum(['admin', 'user'])),
  });
  const querystring = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) });
  typed.post('/check', { schema: { body, querystring } }, async (request) => ({
    email: request.body.email,
    page: request.query.page ?? null,
  }));
  await app.ready();
  return app;
}

const post = async (payload: unknown, url = '/check') => {
  const app = await appWithRoute();
  const response = await app.inject({ method: 'POST', url, payload: payload as never });
  await app.close();
  return response;
};

describe('route schemas', () => {
  it('passes a request of the right shape to the handler, query numbers converted', async () => {
    const response = await post({ email: 'ana@example.com', password: 'secret' }, '/check?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'ana@example.com', page: 2 });
  });

  it('answers 400 naming each missing or mistyped field, never coercing the body', async () => {
    const response = await post({ email: 42, password: 12345678, role: 'owner' });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe('BAD_REQUEST');
    expect(answer.message).toBe('Please check these fields: email, password, role');
    expect(answer.errors.map((issue: { rule: string }) => issue.rule)).toEqual([
      'type',
      'type',
      'enum',
    ]);
    const missing = (await post({ email: 'ana@example.com' })).json();
    expect(missing.errors).toEqual([
      { field: 'password', rule: 'required', message: 'password is required' },
    ]);
  });

  it('answers 400 for a body that is not an object, and for a query of the wrong shape', async () => {
    const array = await post([{ email: 'ana@example.com', password: 'x' }]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('The request body must be a JSON object');
    const page = await post({ email: 'a@b.c', password: 'x' }, '/check?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().errors[0].field).toBe('page');
  });
});

import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Every entity that holds personal data: none of them is readable without an admin token. */
export const PRIVATE_ENTITIES = [
  'WaitlistSubscriber',
  'ContactMessage',
  'DemoRequest',
  'NewsletterSubscriber',
  'OutboxEmail',
  'User',
];

/** A valid waitlist sign-up at `email`, by a French bakery. */
export function waitlistSignUp(email: string) {
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    email,
    company: 'Boulangerie Durand',
    language: 'fr',
  };
}

/** A valid, published English blog post; `extra` overrides or adds fields. */
export function blogPostRecord(slug: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Title of ${slug}`,
    excerpt: 'An excerpt',
    slug,
    content: `# ${slug}\n\nBody.`,
    category: 'tutorials',
    tags: ['screens'],
    read_time: 2,
    published: true,
    language: 'en',
    ...extra,
  };
}

/** Creates a record through the API as the admin, expects a 201 and returns the new id. */
export async function createAsAdmin(t: TestApp, entity: string, data: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.base}/${entity}`,
    headers: t.admin,
    payload: data,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

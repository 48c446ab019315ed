import { describe, expect, it } from 'vitest';
import { BlogPost } from '../entities/blog-post';
import { NewsletterSubscriber } from '../entities/newsletter-subscriber';
import { WaitlistSubscriber } from '../entities/waitlist-subscriber';
import { validateRecord } from './validate-record';

const signUp = {
  firstName: ' Ana ',
  lastName: 'Lopez',
  email: ' Ana@Example.COM ',
  company: 'Acme',
  language: 'fr',
};

describe('validateRecord', () => {
  it('normalises what it accepts: trims, lower-cases e-mails, drops empty optional fields', () => {
    const result = validateRecord(WaitlistSubscriber.schema, {
      ...signUp,
      role: '  ',
      screensCount: '',
      interests: ['analytics'],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        company: 'Acme',
        interests: ['analytics'],
        language: 'fr',
      },
    });
  });

  it('names each failing field and rule', () => {
    const result = validateRecord(WaitlistSubscriber.schema, {
      email: 'a@b',
      language: 'es',
      interests: ['analytics', 'analytics'],
      screensCount: '7',
      extra: 1,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const rules = Object.fromEntries(result.issues.map((issue) => [issue.field, issue.rule]));
    expect(rules).toEqual({
      extra: 'unknown',
      firstName: 'required',
      lastName: 'required',
      email: 'format',
      company: 'required',
      screensCount: 'enum',
      interests: 'uniqueItems',
      language: 'enum',
    });
  });

  it('checks lengths, integers, patterns and types', () => {
    const post = {
      title: 'T',
      excerpt: 'E',
      slug: 'ok-slug',
      content: 'C',
      category: 'tutorials',
      tags: ['a'],
      read_time: 3,
      published: true,
      language: 'en',
    };
    expect(validateRecord(BlogPost.schema, post).ok).toBe(true);
    const bad = validateRecord(BlogPost.schema, {
      ...post,
      slug: 'Not OK',
      read_time: 2.5,
      published: 'yes',
      tags: ['x'.repeat(41)],
      title: 'x'.repeat(201),
    });
    expect(bad.ok ? [] : bad.issues.map((issue) => `${issue.field}:${issue.rule}`).sort()).toEqual([
      'published:type',
      'read_time:type',
      'slug:pattern',
      'tags:maxLength',
      'title:maxLength',
    ]);
  });

  it('checks only present fields in partial mode', () => {
    expect(
      validateRecord(WaitlistSubscriber.schema, { company: 'New' }, { partial: true }),
    ).toEqual({ ok: true, value: { company: 'New' } });
  });

  it('refuses characters a database cannot store', () => {
    const result = validateRecord(WaitlistSubscriber.schema, { ...signUp, company: 'A\u0000B' });
    expect(result.ok ? undefined : result.issues[0]?.rule).toBe('characters');
  });

  it('refuses control characters, line breaks and spaces in an e-mail address', () => {
    const rule = (email: string) => {
      const result = validateRecord(NewsletterSubscriber.schema, {
        email,
        language: 'fr',
        consent: true,
      });
      return result.ok ? 'ok' : result.issues.map((issue) => `${issue.field}:${issue.rule}`);
    };
    for (const email of ['ana\u0007@example.com', 'ana\r\nbcc@example.com', 'an a@example.com'])
      expect(rule(email)).toEqual(['email:format']);
    expect(rule(' Zoé.Martin+news@Example.FR ')).toBe('ok');
  });

  it('checks fixed values (const): a consent box must be ticked', () => {
    const base = { email: 'a@b.co', language: 'fr' };
    const rule = (consent: unknown) => {
      const result = validateRecord(NewsletterSubscriber.schema, { ...base, consent });
      return result.ok ? 'ok' : result.issues.map((issue) => `${issue.field}:${issue.rule}`);
    };
    expect(rule(true)).toBe('ok');
    expect(rule(false)).toEqual(['consent:const']);
    expect(rule('true')).toEqual(['consent:type']);
    expect(rule(undefined)).toEqual(['consent:required']);
    const result = validateRecord(NewsletterSubscriber.schema, { ...base, consent: false });
    expect(result).toMatchObject({ ok: false, issues: [{ message: 'consent must be true' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('accepts ordinary and international addresses', () => {
    for (const address of [
      'ana@example.com',
      'Ana.Lopez+news@Example.co.uk',
      "o'brien@example.ie",
      'zoé.martin@example.fr',
      'jürgen@xn--mnchen-3ya.de',
      'user@sub.example-site.io',
      'ivan@xn--80ak6aa92e.xn--p1ai',
      `${'a'.repeat(64)}@example.com`,
    ])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it('refuses control characters, line breaks, spaces and invisible characters', () => {
    for (const address of [
      'ana\u0007@example.com',
      'ana\u0000@example.com',
      'ana\r\n@example.com',
      'ana@example.com\r\nBcc: x@example.org',
      'ana\n@example.com',
      'ana\t@example.com',
      'ana\u0085@example.com',
      'an a@example.com',
      'ana\u00a0b@example.com',
      'ana\u2028@example.com',
      'ana\u200b@example.com',
      '\u202eana@example.com',
      'ana@exa mple.com',
      'ana@example.com ',
    ])
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
  });

  it('refuses malformed addresses', () => {
    for (const address of [
      '',
      'ana',
      '@example.com',
      'ana@',
      'ana@example',
      'a@b',
      'ana@-example.com',
      'ana@example.c',
      'ana@exämple.fr',
      'a"b@example.com',
      'a<b@example.com',
      'a,b@example.com',
      'ana@@example.com',
      `${'a'.repeat(65)}@example.com`,
      `ana@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    ])
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { returnPath } from './console-client';

const origin = 'https://vitrine.test';

describe('returnPath', () => {
  it('goes back to the console page the client came from', () => {
    expect(returnPath('https://vitrine.test/admin/leads/demo?q=acme', origin)).toBe(
      '/admin/leads/demo?q=acme',
    );
    expect(returnPath('/admin', origin)).toBe('/admin');
  });

  it('ignores other sites, other pages and odd addresses', () => {
    for (const target of [
      null,
      '',
      'https://evil.test/admin',
      '//evil.test/admin',
      'javascript:alert(1)',
      '/login?from_url=/admin',
      '/administrator',
      '/tarifs',
    ]) {
      expect(returnPath(target, origin), String(target)).toBe('/admin');
    }
  });
});

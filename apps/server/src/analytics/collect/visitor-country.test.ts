import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { writeCountryDatabase } from '../../../test/tiny-mmdb';
import { pageview, rowsOf, track } from '../../../test/track-events';
import { openCountryLookup } from './visitor-country';

const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-geoip-')), 'country.mmdb');
writeCountryDatabase(file, '203.0.113.0', 'FR');

describe('country lookup', () => {
  it('reads the country of an address from the local file, and no country elsewhere', async () => {
    const log = { error: () => undefined };
    const lookup = await openCountryLookup(file, log);
    expect(lookup('203.0.113.9')).toBe('FR');
    expect(lookup('::ffff:203.0.113.9')).toBe('FR');
    expect(lookup('198.51.100.1')).toBeNull();
    expect(lookup('2001:db8::1')).toBeNull();
  });

  it('stores no country, and says why, when the file cannot be read', async () => {
    const errors: string[] = [];
    const lookup = await openCountryLookup('/nonexistent/country.mmdb', {
      error: (_object, message) => errors.push(message),
    });
    expect(lookup('203.0.113.9')).toBeNull();
    expect(errors).toEqual([expect.stringContaining('GEOIP_DATABASE')]);
  });
});

describe.each(testDatabases())('countries of visits on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { GEOIP_DATABASE: file });

  it('stores the country code of the visit, never the address', async () => {
    await track(t, { address: '203.0.113.50' }, { events: [pageview('/')] });
    await track(t, { address: '198.51.100.50' }, { events: [pageview('/')] });
    const visits = await rowsOf(t, 'sessions');
    expect(visits.map((row) => row.country).sort()).toEqual(['FR', null]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ServiceState } from './machine-services';
import { checkServices } from './services-setup';

const redisUp: ServiceState = {
  service: 'Redis',
  available: true,
  detail: 'redis://127.0.0.1:6379',
  withoutIt: 'skip',
};
const noPostgres: ServiceState = {
  service: 'PostgreSQL',
  available: false,
  detail: 'TEST_DATABASE_URL unset',
  withoutIt: 'skip',
};
const noChromium: ServiceState = {
  service: 'Chromium',
  available: false,
  detail: 'no executable at /usr/bin/chromium',
  withoutIt: 'fail',
};

describe('the run-wide check of services', () => {
  it('fails a CI run with no TEST_DATABASE_URL, on this machine as it is', async () => {
    await expect(checkServices({ CI: 'true' })).rejects.toThrow(
      'PostgreSQL: TEST_DATABASE_URL unset',
    );
  });

  it('names every missing service under CI=true', async () => {
    const probe = async () => [noPostgres, redisUp, noChromium];
    await expect(checkServices({ CI: 'true' }, probe)).rejects.toThrow(
      [
        'CI=true, and this machine lacks what some tests need (.ci/run installs and starts each):',
        '  PostgreSQL: TEST_DATABASE_URL unset',
        '  Chromium: no executable at /usr/bin/chromium',
      ].join('\n'),
    );
  });

  it('passes a CI run that has everything', async () => {
    await expect(checkServices({ CI: 'true' }, async () => [redisUp])).resolves.toBeUndefined();
  });

  it('checks nothing outside CI (the summary names what did not run)', async () => {
    let probed = false;
    const probe = async () => {
      probed = true;
      return [noPostgres];
    };
    await expect(checkServices({}, probe)).resolves.toBeUndefined();
    expect(probed).toBe(false);
  });
});

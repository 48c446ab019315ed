import { describe, it } from 'vitest';
import { describeSignUpLoad } from './load-scenarios';
import { testDatabases } from './test-app';

const postgres = testDatabases().find((database) => database.name === 'postgres');
if (postgres) describeSignUpLoad(postgres);
else
  describe.skip('sign-ups under load on postgres (TEST_DATABASE_URL not set)', () =>
    it.todo('runs with TEST_DATABASE_URL'));

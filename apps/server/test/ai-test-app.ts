import { afterAll, beforeAll } from 'vitest';
import { setLater } from '../../../packages/contract/test/set-later';
import { startOpenAiServer, type OpenAiServer } from './openai-compatible-server';
import type { BuildOptions } from '../src/app';
import { startTestApp, type TestApp, type TestDatabase } from './test-app';

/** The key the tests' provider is configured with (never a real one). */
export const AI_TEST_KEY = 'sk-test-0123456789abcdef';
export const AI_TEST_MODEL = 'fake-model';

/**
 * A test app whose AI provider is a local OpenAI-compatible server (openai-compatible-server.ts),
 * both started in `beforeAll` and closed in `afterAll`; `env` adds to or overrides the AI_*
 * settings, `options` the app's build options (a log stream).
 */
export function useAiTestApp(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
  options: BuildOptions = {},
) {
  let provider: OpenAiServer | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    provider = await startOpenAiServer();
    started = await startTestApp(
      testDatabase,
      {
        AI_BASE_URL: provider.url,
        AI_API_KEY: AI_TEST_KEY,
        AI_MODEL: AI_TEST_MODEL,
        ...env,
      },
      options,
    );
  });
  afterAll(async () => {
    await started?.close();
    await provider?.close();
  });
  return {
    t: setLater(() => started, 'the test app'),
    provider: setLater(() => provider, 'the fake AI provider'),
  };
}

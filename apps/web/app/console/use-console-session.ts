import type { Locale } from '@vitrine/contract/locales';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleCopy } from '../content/fr/console';
import { LOGIN_PATH, consoleClient, resetConsoleClient } from './console-client';
import type { ConsoleSession } from './console-context';

export type SessionStatus = 'checking' | 'forbidden' | 'failed';

type SessionState = { status: SessionStatus } | { status: 'ready'; value: ConsoleSession };

/**
 * Who is signed in, asked from the browser (the token lives there). No token or an expired one:
 * the client itself sends the browser to the login page. A signed-in non-admin sees a refusal.
 */
export function useConsoleSession(locale: Locale, copy: ConsoleCopy) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const client = consoleClient();
    const controller = new AbortController();
    setState({ status: 'checking' });
    client.auth.me({ signal: controller.signal }).then(
      (user) => {
        if (user.role !== 'admin' || user.disabled) return setState({ status: 'forbidden' });
        setState({ status: 'ready', value: { client, user, locale, copy } });
      },
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        // 401/403: the client is already on its way to the login page; keep "checking".
        if (error.status === 401 || error.status === 403) return;
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [locale, copy, attempt]);

  const signOut = useCallback(async () => {
    await consoleClient().auth.logout();
    resetConsoleClient();
    window.location.assign(LOGIN_PATH);
  }, []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, signOut, retry };
}

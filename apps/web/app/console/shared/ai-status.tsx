import { createAiClient, type AiClient, type AiStatus } from '@vitrine/contract/client/ai-client';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { consoleTransport } from './console-transport';

/** The console's client of the AI routes (browser only), kept out of the site's pages. */
export function aiClient(): AiClient {
  const { transport, appId } = consoleTransport();
  return createAiClient(transport, appId);
}

/** What the console knows of the AI provider: its status, and a way to read it again. */
interface AiState {
  status: AiStatus | undefined;
  refresh: () => Promise<void>;
}

const AiContext = createContext<AiState>({ status: undefined, refresh: async () => undefined });

/**
 * `GET /ai/status`, once per console load (the layout's `clientLoader`). A failed call counts as
 * « not configured »: no AI button shows rather than buttons that cannot work.
 */
export async function loadAiStatus(): Promise<AiStatus | undefined> {
  try {
    return await aiClient().status();
  } catch {
    return undefined;
  }
}

export function AiStatusProvider({
  initial,
  children,
}: {
  initial: AiStatus | undefined;
  children: ReactNode;
}) {
  const [status, setStatus] = useState(initial);
  const refresh = useCallback(async () => {
    const next = await loadAiStatus();
    if (next) setStatus(next);
  }, []);
  return <AiContext.Provider value={{ status, refresh }}>{children}</AiContext.Provider>;
}

/** The provider's status and its refresh (the glossary page shows the month's use). */
export const useAiState = () => useContext(AiContext);

/** Whether AI buttons show at all: only when the server says a provider is configured. */
export const useAiEnabled = () => useContext(AiContext).status?.configured === true;

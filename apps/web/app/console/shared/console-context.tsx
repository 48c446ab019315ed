import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { Locale } from '@vitrine/contract/locales';
import { createContext, useContext } from 'react';
import type { ConsoleCopy } from './content/fr/console';

export interface ConsoleSession {
  client: ApiClient;
  user: UserRecord;
  locale: Locale;
  copy: ConsoleCopy;
}

export const ConsoleContext = createContext<ConsoleSession | undefined>(undefined);

/** The signed-in admin, the typed client and the console's copy (inside `/admin` only). */
export function useConsole(): ConsoleSession {
  const session = useContext(ConsoleContext);
  if (!session) throw new Error('useConsole is only available inside the console layout');
  return session;
}

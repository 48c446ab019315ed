import type { Locale } from '@vitrine/contract/locales';
import { useMatches } from 'react-router';

/** Route ids of the console (see `routes.ts`): the site's header and footer stay out of them. */
export const CONSOLE_LAYOUT_ID = 'console';
export const LOGIN_ROUTE_ID = 'console-login';

/** The console's language when a console route is shown (its loader's), else undefined. */
export function useConsoleLocale(): Locale | undefined {
  const match = useMatches().find(
    (candidate) => candidate.id === CONSOLE_LAYOUT_ID || candidate.id === LOGIN_ROUTE_ID,
  );
  const loaded = match?.loaderData as { locale?: Locale } | undefined;
  return match ? (loaded?.locale ?? 'fr') : undefined;
}

import { useCallback } from 'react';
import { AiStatusProvider, loadAiStatus } from '../ai-status';
import { Outlet, useLocation, useRevalidator } from 'react-router';
import { mayOpenPage } from '../console-access';
import { forgetSignedInUser } from '../signed-in-user';
import { PageForbidden } from '../ui/page-forbidden';
import { ConsoleContext } from '../console-context';
import { LOGIN_PATH, consoleClient, resetConsoleClient } from '../console-client';
import { consoleMeta, consoleRouteData } from '../console-route-data';
import { checkSession } from '../session';
import { ConsoleShell } from './console-shell';
import { SessionNotice } from '../ui/session-notice';
import { Toaster } from '../../../shared/toast/toaster';
import type { Route } from './+types/console-layout';

export const loader = ({ request }: Route.LoaderArgs) => consoleRouteData(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData?.copy.title ?? '');

let sessionFailed = false;

/**
 * The session, checked in the browser (the token lives there) alongside the page's own load: no
 * valid session, and this throws the way to the login page before any console page shows.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data, session, ai] = await Promise.all([
    serverLoader(),
    checkSession(request),
    loadAiStatus(),
  ]);
  sessionFailed = session.status === 'failed';
  return { ...data, session, ai };
}
clientLoader.hydrate = true as const;

// Checked once per visit; the language only changes with a full reload (the switch sets a
// cookie). A check that failed runs again (the retry button, or the next page).
export const shouldRevalidate = () => sessionFailed;

/** What the server renders, and what shows while the session is checked. */
export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  if (!loaderData) return null;
  const { locale, copy } = loaderData;
  return (
    <ConsoleShell copy={copy} locale={locale} user={undefined} onSignOut={() => undefined}>
      <SessionNotice copy={copy} status="checking" onRetry={() => undefined} />
    </ConsoleShell>
  );
}

/** `/admin/*`: the console's frame and, for a console role, the pages it may use. */
export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, copy, session, ai } = loaderData;
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const signOut = useCallback(async () => {
    // The realtime socket, if a page opened one, closes first (realtime/live-session.ts).
    window.dispatchEvent(new Event('vitrine:sign-out'));
    await consoleClient().auth.logout();
    resetConsoleClient();
    forgetSignedInUser();
    window.location.assign(LOGIN_PATH);
  }, []);
  const user = session.status === 'ready' ? session.user : undefined;
  const status = session.status === 'ready' ? 'checking' : session.status;
  return (
    <ConsoleShell copy={copy} locale={locale} user={user} onSignOut={signOut}>
      {user ? (
        <ConsoleContext.Provider value={{ client: consoleClient(), user, locale, copy }}>
          <AiStatusProvider initial={ai}>
            {mayOpenPage(user.role, pathname) ? <Outlet /> : <PageForbidden copy={copy} />}
          </AiStatusProvider>
        </ConsoleContext.Provider>
      ) : (
        <SessionNotice
          copy={copy}
          status={revalidator.state === 'loading' ? 'checking' : status}
          onRetry={() => void revalidator.revalidate()}
        />
      )}
      <Toaster dismissLabel={copy.actions.close} />
    </ConsoleShell>
  );
}

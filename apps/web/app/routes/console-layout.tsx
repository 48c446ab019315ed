import { Outlet } from 'react-router';
import { ConsoleContext } from '../console/console-context';
import { consoleMeta, consoleRouteData } from '../console/console-route-data';
import { useConsoleSession } from '../console/use-console-session';
import { ConsoleShell } from '../components/console/console-shell';
import { SessionNotice } from '../components/console/session-notice';
import { Toaster } from '../components/toast/toaster';
import type { Route } from './+types/console-layout';

export const loader = ({ request }: Route.LoaderArgs) => consoleRouteData(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData?.copy.title ?? '');

// The language only changes with a full reload (the switch sets a cookie).
export const shouldRevalidate = () => false;

/** `/admin/*`: checks the session in the browser, then shows the console's pages to admins. */
export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, copy } = loaderData;
  const session = useConsoleSession(locale, copy);
  return (
    <ConsoleShell
      copy={copy}
      locale={locale}
      user={session.status === 'ready' ? session.value.user : undefined}
      onSignOut={session.signOut}
    >
      {session.status === 'ready' ? (
        <ConsoleContext.Provider value={session.value}>
          <Outlet />
        </ConsoleContext.Provider>
      ) : (
        <SessionNotice copy={copy} status={session.status} onRetry={session.retry} />
      )}
      <Toaster dismissLabel={copy.actions.close} />
    </ConsoleShell>
  );
}

import { consoleMeta, consoleRouteData } from '../shared/console-route-data';
import { LoginPage } from './login-page';
import type { Route } from './+types/login';

export const loader = ({ request }: Route.LoaderArgs) => consoleRouteData(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData?.copy.login.title ?? '');

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage copy={loaderData.copy} locale={loaderData.locale} />;
}

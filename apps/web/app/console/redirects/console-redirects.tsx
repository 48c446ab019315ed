import { ConsoleRedirectsPage } from './console-redirects-page';

/** `/admin/redirects` (capability `content`: admins and editors). */
export default function ConsoleRedirects() {
  return <ConsoleRedirectsPage />;
}

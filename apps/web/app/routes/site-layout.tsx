import { Outlet } from 'react-router';
import { SiteShell } from '../components/layout/site-shell';

/** Every public page, in both languages, inside the site's frame. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

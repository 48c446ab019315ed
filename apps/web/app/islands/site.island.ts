import { startTracker } from '../analytics/audience-tracker';
import { readAppId } from '../shared/api/app-id';
import { mountIslands } from './mount-islands';
import { startHeaderMenu } from './site/header-menu';
import { startLinkPrefetch } from './site/link-prefetch';
import { startRememberedLanguage } from './site/remembered-language';
import { startScrollState } from './site/scroll-state';

// On every page of the site, mounted on its header: the language choice first (it may leave the
// page), then the menu, the scroll state, prefetching and the audience tracker (one page view per
// page load).
mountIslands('site', (header) => {
  startRememberedLanguage(header);
  startHeaderMenu(header);
  startScrollState(header);
  startLinkPrefetch();
  const endpoint = `/api/apps/${encodeURIComponent(readAppId())}/analytics/track/batch`;
  startTracker(window, endpoint)?.(window.location.href);
});

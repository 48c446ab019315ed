import { startTracker } from '../analytics/audience-tracker';
import { readAppId } from '../shared/api/app-id';
import { mountIslands } from './mount-islands';

// On every page of the site: the audience tracker counts this page view (each page is a page load).
mountIslands('site', () => {
  const endpoint = `/api/apps/${encodeURIComponent(readAppId())}/analytics/track/batch`;
  startTracker(window, endpoint)?.(window.location.href);
});

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readAppId } from '../shared/api/app-id';
import { startTracker } from './audience-tracker';

/** The tab's tracker, once started; `false` when this visit is not measured. */
let track: ((url: string) => void) | false | undefined;

/**
 * Counts a page view on the first load and on every client-side navigation (path or query) of
 * the site's pages (`SiteShell`: never the console).
 */
export function useAudienceTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const endpoint = `/api/apps/${encodeURIComponent(readAppId())}/analytics/track/batch`;
    track ??= startTracker(window, endpoint) ?? false;
    if (track) track(window.location.href);
  }, [pathname, search]);
}

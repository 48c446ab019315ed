import { FEATURE_PAGES, type FeaturePageName } from '@vitrine/contract/site-pages';
import type { SiteIconName } from '../../../shared/icons/site-icons';

/** The icon of each feature page (header, overview card, sub-navigation). */
export const FEATURE_ICONS: Record<FeaturePageName, SiteIconName> = {
  FeatureAI: 'sparkles',
  FeatureScreens: 'monitor-smartphone',
  FeaturePlaylists: 'list-video',
  FeatureAgenda: 'calendar-sync',
  FeatureApps: 'layout-grid',
};

/** Icons of the four items of each feature page, by item id. */
export const FEATURE_ITEM_ICONS: Record<string, SiteIconName> = {
  'image-generation': 'image',
  'video-creation': 'video',
  copywriting: 'pen-line',
  'brand-style': 'palette',
  'map-view': 'map',
  'remote-control': 'sliders-horizontal',
  'status-alerts': 'bell-ring',
  'secure-delivery': 'shield-check',
  schedules: 'calendar-clock',
  'display-conditions': 'funnel',
  'seasonal-campaigns': 'calendar-range',
  'ai-rotation': 'shuffle',
  'all-calendars': 'calendar-days',
  'smart-suggestions': 'lightbulb',
  'auto-scheduling': 'calendar-clock',
  'team-rights': 'users',
  weather: 'cloud-sun',
  'news-feeds': 'rss',
  'videos-photos': 'images',
  'clocks-timers': 'timer',
};

/** Narrows a copy id (`'FeatureAI'`) to a feature page name. */
export function isFeaturePage(id: string): id is FeaturePageName {
  return (FEATURE_PAGES as readonly string[]).includes(id);
}

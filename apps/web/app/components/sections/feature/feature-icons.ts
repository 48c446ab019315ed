import { FEATURE_PAGES, type FeaturePageName } from '@vitrine/contract/site-pages';
import {
  CalendarClock,
  CalendarDays,
  CalendarRange,
  CalendarSync,
  CloudSun,
  Funnel,
  ImageIcon,
  Images,
  LayoutGrid,
  Lightbulb,
  ListVideo,
  MapIcon,
  MonitorSmartphone,
  Palette,
  PenLine,
  Rss,
  ShieldCheck,
  Shuffle,
  SlidersHorizontal,
  Sparkles,
  Timer,
  Users,
  Video,
  BellRing,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each feature page (header, overview card, sub-navigation). */
export const FEATURE_ICONS: Record<FeaturePageName, LucideIcon> = {
  FeatureAI: Sparkles,
  FeatureScreens: MonitorSmartphone,
  FeaturePlaylists: ListVideo,
  FeatureAgenda: CalendarSync,
  FeatureApps: LayoutGrid,
};

/** Icons of the four items of each feature page, by item id. */
export const FEATURE_ITEM_ICONS: Record<string, LucideIcon> = {
  'image-generation': ImageIcon,
  'video-creation': Video,
  copywriting: PenLine,
  'brand-style': Palette,
  'map-view': MapIcon,
  'remote-control': SlidersHorizontal,
  'status-alerts': BellRing,
  'secure-delivery': ShieldCheck,
  schedules: CalendarClock,
  'display-conditions': Funnel,
  'seasonal-campaigns': CalendarRange,
  'ai-rotation': Shuffle,
  'all-calendars': CalendarDays,
  'smart-suggestions': Lightbulb,
  'auto-scheduling': CalendarClock,
  'team-rights': Users,
  weather: CloudSun,
  'news-feeds': Rss,
  'videos-photos': Images,
  'clocks-timers': Timer,
};

/** Narrows a copy id (`'FeatureAI'`) to a feature page name. */
export function isFeaturePage(id: string): id is FeaturePageName {
  return (FEATURE_PAGES as readonly string[]).includes(id);
}

// The entry module of analytics/: what the composition root and other features use of it.
export { registerTrackRoute } from './collect/track-route';
export { TrackService } from './collect/track-service';
export { openCountryLookup } from './collect/visitor-country';
export { deleteConversionsWithLeads } from './conversions/conversion-lifecycle';
export { ConversionRecorder } from './conversions/conversion-recorder';
export { registerLeadOriginRoute } from './conversions/conversion-routes';
export { leadOriginsFrom } from './conversions/lead-origins';
export { purgeAnalytics, type AnalyticsRetention } from './rollups/analytics-retention';
export { runRollups } from './rollups/rollup-job';
export type { RollupWorkerData } from './rollups/rollup-offload';
export { registerRollupJob } from './rollups/rollup-schedule';
export { createAnalyticsStats } from './stats/stats-queries';
export { registerPostFiguresRoute } from './stats/stats-post-routes';
export { registerStatsRoutes } from './stats/stats-routes';
export type { AnalyticsStats } from './stats/stats-types';
export { reportFigures } from './weekly-report/weekly-report-figures';
export { registerWeeklyReports } from './weekly-report/weekly-report-schedule';

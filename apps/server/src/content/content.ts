// The entry module of content/: what the composition root uses of it.
export type { ContentHistoryLog } from './content-history';
export { keepContentHistory } from './content-history-lifecycle';
export { registerContentHistoryRoutes } from './content-history-routes';

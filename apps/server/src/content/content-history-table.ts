/** One row per committed change of a content record (`content/content-history.ts`). */
export const CONTENT_HISTORY_TABLE = 'content_history';

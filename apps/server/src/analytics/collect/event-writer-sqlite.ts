import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import { TRACK_LIMITS } from './track-limits';
import { PAGEVIEW_COLUMNS, SESSION_COLUMNS, type TrackWrites } from './session-rows';

type Sqlite = NonNullable<Database['sqlite']>;

const { sessions, pageviews } = ANALYTICS_TABLES;
const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

const INSERT_SESSION = `INSERT INTO ${sessions} (${SESSION_COLUMNS.join(', ')}) VALUES (${marks(SESSION_COLUMNS.length)})`;
const UPDATE_SESSION = `UPDATE ${sessions} SET pageviews = pageviews + ?,
  last_seen_at = MAX(last_seen_at, ?), duration_ms = MAX(duration_ms, ?),
  exit_page = COALESCE(?, exit_page) WHERE id = ?`;
const INSERT_PAGEVIEW = `INSERT INTO ${pageviews} (${PAGEVIEW_COLUMNS.join(', ')}) VALUES (${marks(PAGEVIEW_COLUMNS.length)})`;
const ADD_ENGAGEMENT = `UPDATE ${pageviews} SET engaged_ms = MIN(engaged_ms + ?, ${TRACK_LIMITS.pageEngagedMs}) WHERE id =
  (SELECT MAX(id) FROM ${pageviews} WHERE session_id = ? AND page = ?)`;

/** A batch's rows, inside a job of the group commit (prepared statements, kept by the database). */
export function writeOnSqlite(sqlite: Sqlite, writes: TrackWrites) {
  const insertSession = sqlite.prepare(INSERT_SESSION);
  for (const row of writes.sessions)
    insertSession.run(SESSION_COLUMNS.map((column) => row[column]));
  const insertPageview = sqlite.prepare(INSERT_PAGEVIEW);
  for (const row of writes.pageviews)
    insertPageview.run(PAGEVIEW_COLUMNS.map((column) => row[column]));
  const updateSession = sqlite.prepare(UPDATE_SESSION);
  for (const update of writes.updates) {
    const { pageviews: added, last_seen_at, duration_ms, exit_page, id } = update;
    updateSession.run(added, last_seen_at, duration_ms, exit_page, id);
  }
  const addEngagement = sqlite.prepare(ADD_ENGAGEMENT);
  for (const { engaged_ms, session_id, page } of writes.engagements) {
    addEngagement.run(engaged_ms, session_id, page);
  }
}

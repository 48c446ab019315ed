import { createContentHistoryTable } from '../../content/content-history-table';
import type { Database } from '../database';

/** The history of the console's content records (plans, testimonials, team, values, figures, FAQ). */
export async function contentHistory(database: Database) {
  await createContentHistoryTable(database);
}

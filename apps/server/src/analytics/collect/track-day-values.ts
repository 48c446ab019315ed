import { VISIT_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';
import type { TrackWrites } from './session-rows';

/** What a value past the day's distinct values is stored as. */
export const OTHER_VALUE = '(other)';

/** Visit columns whose values come from the visitor; `entry_page` and `exit_page` share `page`. */
const VISIT_COLUMNS = VISIT_PROPERTIES.filter(
  (property) => property !== 'entry_page' && property !== 'exit_page',
);

/**
 * The distinct values one property may store in a local day, in this process: the first `max`
 * values seen are stored as they are, the rest as `(other)`. At most `max` entries per property
 * (13 properties), forgotten at the day's change. Per process: N instances may store N × `max`.
 */
export class DayValues {
  private day = '';
  private readonly seen = new Map<string, Set<string>>();
  /** Values stored as `(other)` since start. */
  othered = 0;

  constructor(private readonly max: number) {}

  private setOf(day: string, property: string) {
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    let values = this.seen.get(property);
    if (!values) {
      values = new Set();
      this.seen.set(property, values);
    }
    return values;
  }

  /** `value` as stored on `day`: itself while the property has room, else `(other)`. */
  of<T extends string | null>(day: string, property: string, value: T): T | typeof OTHER_VALUE {
    if (value === null) return value;
    const values = this.setOf(day, property);
    if (values.has(value)) return value;
    if (values.size < this.max) {
      values.add(value);
      return value;
    }
    this.othered += 1;
    return OTHER_VALUE;
  }

  /** The writes of a batch with each value past the day's cap replaced by `(other)`. */
  cap(writes: TrackWrites, day: string): TrackWrites {
    const page = (value: string) => this.of(day, 'page', value);
    const pageviews = writes.pageviews.map((row) => ({ ...row, page: page(row.page) }));
    const sessions = writes.sessions.map((row) => {
      const capped = { ...row, entry_page: page(row.entry_page), exit_page: page(row.exit_page) };
      const values = capped as unknown as Record<string, string | null>;
      for (const column of VISIT_COLUMNS) values[column] = this.of(day, column, row[column]);
      return capped;
    });
    const updates = writes.updates.map((row) => ({
      ...row,
      exit_page: row.exit_page === null ? null : page(row.exit_page),
    }));
    // A page viewed before a restart is new to this process: it takes a place again.
    const engagements = writes.engagements.map((row) => ({ ...row, page: page(row.page) }));
    return { sessions, updates, pageviews, engagements };
  }
}

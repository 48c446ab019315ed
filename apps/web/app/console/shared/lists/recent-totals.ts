/** How long a count may serve page turns of the same list and filters. */
const REUSE_MS = 15_000;

const totals = new Map<string, { total: number; at: number }>();

/**
 * The counts of the lists just shown, by list and filters: turning a page re-counts nothing
 * (on 50,000 rows the count is most of a page turn's time). Any change made in the console
 * forgets them all, so a table never shows a total its own change made wrong.
 */
export const recentTotals = {
  get(key: string, now = Date.now()) {
    const entry = totals.get(key);
    return entry && now - entry.at < REUSE_MS ? entry.total : undefined;
  },
  set(key: string, total: number, now = Date.now()) {
    totals.set(key, { total, at: now });
  },
  forget() {
    totals.clear();
  },
};

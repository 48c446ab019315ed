import { PLAN_CURRENCIES } from '@vitrine/contract/entities/plan';
import type { SiteContentRecords } from '@vitrine/contract/site-content/site-content';
import { emptyDraft, type ContentDraft, type ContentKind, type KindEntity } from './content-kinds';

/** A record of `kind` as the site's sections read it. */
export type PreviewRecord<K extends ContentKind> = SiteContentRecords[KindEntity<K>][number];

const readable = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A plan's prices as the cards read them: each currency's number, or 0 while it is unreadable. */
function readablePrices(prices: unknown) {
  const typed = (typeof prices === 'object' && prices !== null ? prices : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    PLAN_CURRENCIES.map((currency) => [currency, readable(typed[currency])]),
  );
}

/**
 * The draft as a whole record, so that the site's sections can draw it while it is typed: a field
 * not typed yet keeps the new record's default, and a price not readable yet reads 0.
 */
export function previewRecord<K extends ContentKind>(
  kind: K,
  draft: ContentDraft,
): PreviewRecord<K> {
  const record = emptyDraft(kind, 0);
  for (const [field, value] of Object.entries(draft)) {
    if (value !== undefined) record[field] = value;
  }
  if (kind === 'plans') record.prices = readablePrices(record.prices);
  return record as unknown as PreviewRecord<K>;
}

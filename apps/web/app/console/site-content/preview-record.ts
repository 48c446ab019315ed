import type { SiteContentRecords } from '@vitrine/contract/site-content/site-content';
import { emptyDraft, type ContentDraft, type ContentKind, type KindEntity } from './content-kinds';

/** A record of `kind` as the site's sections read it. */
export type PreviewRecord<K extends ContentKind> = SiteContentRecords[KindEntity<K>][number];

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
  if ('price' in record && !(typeof record.price === 'number' && Number.isFinite(record.price))) {
    record.price = 0;
  }
  return record as unknown as PreviewRecord<K>;
}

import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import type {
  SiteContentReader,
  SiteContentRecords,
} from '@vitrine/contract/site-content/site-content';
import type { EntityStore } from '../entities/entity-store';

/** More than any content list holds (each is edited by hand, a few dozen records at most). */
const LIST_LIMIT = 1000;

/**
 * The pages' reader of the content records, straight from the store (no HTTP round trip): the
 * visible records, smallest `order` first, with their schema's fields and their id (no dates;
 * a post names its author by id). The server hands it to the loaders in the load context
 * (`siteContent`).
 */
export function siteContentReader(store: EntityStore): SiteContentReader {
  return async (name) => {
    const entity = ENTITIES[name];
    const fields = ['id', ...Object.keys(entity.schema.properties)];
    const records = await store.list(entity, {
      filter: { visible: true },
      sort: [
        { field: 'order', descending: false },
        { field: 'created_date', descending: false },
      ],
      limit: LIST_LIMIT,
    });
    return records.map((record) =>
      Object.fromEntries(fields.filter((field) => field in record).map((f) => [f, record[f]])),
    ) as SiteContentRecords[typeof name];
  };
}

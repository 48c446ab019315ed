import type { Database } from '../db/database';
import { storedSecret } from '../db/stored-secret';

/**
 * The key of the preview links: `PREVIEW_SECRET` when set, else one made at the first need and
 * kept in the database, so every instance (and every restart) signs and checks alike.
 */
export function previewSecret(database: Database, configured: string | undefined) {
  if (configured) return () => Promise.resolve(Buffer.from(configured, 'utf8'));
  return storedSecret(database, 'preview-links');
}

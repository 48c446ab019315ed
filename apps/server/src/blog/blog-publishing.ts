import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { Database } from '../db/database';
import type { EntityStore } from '../entities/entity-store';
import { PostVersions } from './post-versions';
import { machineTranslationRule } from './machine-translation-rule';
import { postVersionsLifecycle } from './post-versions-lifecycle';
import { previewSecret } from './preview-secret';
import { PreviewTokens } from './preview-tokens';

/** Preview links and post versions. */
export interface BlogPublishing {
  versions: PostVersions;
  previews: PreviewTokens;
}

/**
 * Builds the publishing tools and declares the `BlogPost` hooks that keep versions and keep
 * `machine_translation` the server's.
 */
export function blogPublishing(
  store: EntityStore,
  database: Database,
  configuredSecret: string | undefined,
): BlogPublishing {
  const versions = new PostVersions(database);
  store.on(BlogPost, postVersionsLifecycle(versions));
  store.on(BlogPost, machineTranslationRule());
  return { versions, previews: new PreviewTokens(previewSecret(database, configuredSecret)) };
}

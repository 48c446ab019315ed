import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { Database } from '../db/database';
import type { EntityStore } from '../entities/entity-store';
import { PostVersions } from './post-versions';
import { postVersionsLifecycle } from './post-versions-lifecycle';
import { previewSecret } from './preview-secret';
import { PreviewTokens } from './preview-tokens';

/** Preview links and post versions. */
export interface BlogPublishing {
  versions: PostVersions;
  previews: PreviewTokens;
}

/** Builds the publishing tools and declares the `BlogPost` hook that keeps versions. */
export function blogPublishing(
  store: EntityStore,
  database: Database,
  configuredSecret: string | undefined,
): BlogPublishing {
  const versions = new PostVersions(database);
  store.on(BlogPost, postVersionsLifecycle(versions));
  return { versions, previews: new PreviewTokens(previewSecret(database, configuredSecret)) };
}

import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { Type } from 'typebox';
import type { Executor } from '../db/executor';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import { notFound } from '../http/http-error';
import { requireAdmin } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { listUploads, removeUpload } from './media-library';
import type { UploadStore } from './upload-store';

type PostRef = { id: string; title: string; slug: string; language: string };

/** 409 `IN_USE`: the upload is in these posts. */
class UploadInUseError extends AppError {
  constructor(readonly posts: PostRef[]) {
    const titles = posts.map((post) => `« ${post.title} »`).join(', ');
    const count = `${posts.length} post${posts.length > 1 ? 's' : ''}`;
    super(
      409,
      API_ERROR_CODES.inUse,
      `This image is used by ${count}: ${titles}; remove it from them first`,
    );
  }

  override toBody() {
    return { ...super.toBody(), posts: this.posts };
  }
}

const UploadParams = Type.Object({ appId: Type.String(), name: Type.String({ maxLength: 64 }) });

/** The posts whose featured image or text names the upload (or one of its variants), read in `trx`. */
async function postsUsing(store: EntityStore, trx: Executor, name: string): Promise<PostRef[]> {
  // The 32 hex characters before the extension are unique to the upload and its variants.
  const base = `/uploads/${name.slice(0, name.indexOf('.'))}`;
  const filter = { $or: [{ featured_image: { $regex: base } }, { content: { $regex: base } }] };
  const query = { filter, fields: ['title', 'slug', 'language'], limit: 20 };
  const rows = await store.list(BlogPost, query, trx);
  return rows.map((row) => ({
    id: row.id,
    title: String(row.title),
    slug: String(row.slug),
    language: String(row.language),
  }));
}

/**
 * Removes the upload `name` unless it is missing (404) or a post uses it (409), the check and
 * the removal in one transaction that post writes wait for: a post saved meanwhile is seen by the
 * check or saved after the removal, and of two deletes at once the second finds nothing (404).
 */
function removeUnused(store: EntityStore, uploads: UploadStore, name: string) {
  return store.transaction([], async (trx) => {
    await store.holdWrites(trx, BlogPost);
    const stored = uploads.isStoredName(name) && (await uploads.storage.head(name));
    if (!stored) throw notFound(`No upload named ${name}`);
    const posts = await postsUsing(store, trx, name);
    if (posts.length > 0) throw new UploadInUseError(posts);
    await removeUpload(uploads.storage, name);
  });
}

/**
 * The media library (admins only), under `/api/apps/{appId}`: `GET /uploads` lists the stored
 * images, newest first; `DELETE /uploads/{name}` removes one with its variants, unless a post
 * uses it (409 `IN_USE`, naming the posts).
 */
export function registerMediaLibraryRoutes(
  api: TypedApi,
  uploads: UploadStore,
  store: EntityStore,
) {
  api.get('/uploads', { preHandler: requireAdmin }, async () => ({
    items: await listUploads(uploads.storage),
  }));

  const deleteRoute = { preHandler: requireAdmin, schema: { params: UploadParams } };
  api.delete('/uploads/:name', deleteRoute, async (request) => {
    const { name } = request.params;
    if (!uploads.isStoredName(name)) throw notFound(`No upload named ${name}`);
    await removeUnused(store, uploads, name);
    request.log.info({ adminId: request.caller?.id, file: name }, 'upload deleted');
    return { success: true };
  });
}

import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { TeamMember } from '@vitrine/contract/entities/team-member';
import { Type } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { notFound } from '../http/http-error';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { MediaDetailsSchema, MediaQuerySchema } from '@vitrine/contract/client/media-details';
import { listMedia, removeUpload } from './media-library';
import type { MediaDetailsStore } from './media-details-store';
import { membersUsing, postsUsing, UploadInUseError } from './upload-users';
import type { UploadStore } from './upload-store';

const UploadParams = Type.Object({ appId: Type.String(), name: Type.String({ maxLength: 64 }) });

/**
 * Removes the upload `name` unless it is missing (404) or a post or a team member's portrait uses
 * it (409), the check and the removal in one transaction that their writes wait for: a post saved
 * meanwhile is seen by the check or saved after the removal, and of two deletes at once the
 * second finds nothing (404).
 */
function removeUnused(store: EntityStore, uploads: UploadStore, name: string) {
  return store.transaction([], async (trx) => {
    await store.holdWrites(trx, BlogPost);
    await store.holdWrites(trx, TeamMember);
    const stored = uploads.isStoredName(name) && (await uploads.storage.head(name));
    if (!stored) throw notFound(`No upload named ${name}`);
    const [posts, members] = await Promise.all([
      postsUsing(store, trx, name),
      membersUsing(store, trx, name),
    ]);
    if (posts.length + members.length > 0) throw new UploadInUseError(posts, members);
    await removeUpload(uploads.storage, name);
  });
}

/**
 * The media library (`media`), under `/api/apps/{appId}` (docs/api.md): `GET /uploads` lists
 * the stored images, newest first, a page at a time, searched and filtered by use;
 * `PUT /uploads/{name}/details` sets an image's title and alt texts; `DELETE /uploads/{name}`
 * removes one with its variants, unless a post or a portrait uses it (409 `IN_USE`, naming the
 * posts and team members).
 */
export function registerMediaLibraryRoutes(
  api: TypedApi,
  uploads: UploadStore,
  store: EntityStore,
  details: MediaDetailsStore,
) {
  const listRoute = {
    preHandler: requireCapability('media'),
    schema: { querystring: MediaQuerySchema },
  };
  api.get('/uploads', listRoute, (request) =>
    listMedia(uploads.storage, { details, store }, request.query),
  );

  const detailsRoute = {
    preHandler: requireCapability('media'),
    schema: { params: UploadParams, body: MediaDetailsSchema },
  };
  api.put('/uploads/:name/details', detailsRoute, async (request) => {
    const { name } = request.params;
    const stored = uploads.isStoredName(name) && (await uploads.storage.head(name));
    if (!stored) throw notFound(`No upload named ${name}`);
    const given = request.body;
    const trimmed = {
      title: given.title.trim(),
      alt_fr: given.alt_fr.trim(),
      alt_en: given.alt_en.trim(),
    };
    await details.save(name, trimmed);
    return trimmed;
  });

  const deleteRoute = { preHandler: requireCapability('media'), schema: { params: UploadParams } };
  api.delete('/uploads/:name', deleteRoute, async (request) => {
    const { name } = request.params;
    if (!uploads.isStoredName(name)) throw notFound(`No upload named ${name}`);
    await removeUnused(store, uploads, name);
    // After the transaction: on SQLite its one connection is held until it ends.
    await details.remove(name);
    request.log.info({ adminId: request.caller?.id, file: name }, 'upload deleted');
    return { success: true };
  });
}

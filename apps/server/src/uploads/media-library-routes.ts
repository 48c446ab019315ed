import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { TeamMember } from '@vitrine/contract/entities/team-member';
import { Type } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { notFound } from '../http/http-error';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { listUploads, removeUpload } from './media-library';
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
 * The media library (`media`), under `/api/apps/{appId}`: `GET /uploads` lists the stored
 * images, newest first; `DELETE /uploads/{name}` removes one with its variants, unless a post
 * or a portrait uses it (409 `IN_USE`, naming the posts and team members).
 */
export function registerMediaLibraryRoutes(
  api: TypedApi,
  uploads: UploadStore,
  store: EntityStore,
) {
  api.get('/uploads', { preHandler: requireCapability('media') }, async () => ({
    items: await listUploads(uploads.storage),
  }));

  const deleteRoute = { preHandler: requireCapability('media'), schema: { params: UploadParams } };
  api.delete('/uploads/:name', deleteRoute, async (request) => {
    const { name } = request.params;
    if (!uploads.isStoredName(name)) throw notFound(`No upload named ${name}`);
    await removeUnused(store, uploads, name);
    request.log.info({ adminId: request.caller?.id, file: name }, 'upload deleted');
    return { success: true };
  });
}

import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { Type } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { restorePatch } from './restore-patch';
import { writingMachineMark } from './machine-translation-rule';
import { checkOwnedWrite, ownFilter } from '../entities/owned-records';
import { writableFields } from '../entities/request-body';
import { AppError } from '../errors/app-error';
import { notFound } from '../http/http-error';
import { requireCapability } from '../http/request-caller';
import type { FastifyRequest } from 'fastify';
import type { TypedApi } from '../http/request-schema';
import { requestScope } from '../http/request-scope';
import type { PostVersions } from './post-versions';
import type { PreviewTokens } from './preview-tokens';

export interface PublishingRouteOptions {
  store: EntityStore;
  versions: PostVersions;
  previews: PreviewTokens;
  publicUrl: string;
  /** Largest body of an autosave (a whole post), as for the entity routes' admin writes. */
  adminBodyLimitBytes: number;
}

const PostParams = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });
const VersionParams = Type.Object({
  appId: Type.String(),
  id: Type.String({ maxLength: 64 }),
  versionId: Type.String({ maxLength: 64 }),
});
const TokenParams = Type.Object({ appId: Type.String(), token: Type.String({ maxLength: 200 }) });
const PostBody = Type.Record(Type.String(), Type.Unknown());

/**
 * Publishing tools under `/api/apps/{appId}/blog` (docs/api.md): preview links and the preview
 * itself, a post's versions and their restoring, and the editor's autosave of drafts. Whoever
 * writes posts (`posts.own`) uses them on their own posts, `posts.all` on every post: another's
 * post is a 404, as on the entity routes.
 */
export function registerPublishingRoutes(api: TypedApi, options: PublishingRouteOptions) {
  const { store, versions, previews } = options;
  const postOr404 = async (request: FastifyRequest, id: string) => {
    const post = await store.get(BlogPost, id, ownFilter(request, BlogPost, {}));
    if (!post) throw notFound(`BlogPost ${id} not found`);
    return post;
  };
  const writers = { preHandler: requireCapability('posts.own'), schema: { params: PostParams } };

  api.post('/blog/posts/:id/preview-link', writers, async (request) => {
    const post = await postOr404(request, request.params.id);
    const { token, expiresAt } = await previews.sign(post.id);
    const slug = encodeURIComponent(String(post.slug));
    const path = pagePath(post.language as Locale, 'BlogPost', `slug=${slug}&preview=${token}`);
    return { url: `${options.publicUrl}${path}`, path, expires_at: expiresAt.toISOString() };
  });

  api.get('/blog/preview/:token', { schema: { params: TokenParams } }, async (request, reply) => {
    // Never kept by a browser or a proxy, never indexed, whatever the answer.
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex');
    const postId = await previews.verify(request.params.token);
    const post = postId ? await store.get(BlogPost, postId) : undefined;
    if (!post) throw notFound('No post for this preview link; it may have expired');
    // Visitors never learn which admin wrote a post.
    return Object.fromEntries(Object.entries(post).filter(([key]) => key !== 'created_by'));
  });

  api.get('/blog/posts/:id/versions', writers, async (request) => {
    await postOr404(request, request.params.id);
    return { versions: await versions.list(request.params.id) };
  });

  api.post(
    '/blog/posts/:id/versions/:versionId/restore',
    { preHandler: requireCapability('posts.own'), schema: { params: VersionParams } },
    async (request) => {
      const { id, versionId } = request.params;
      const current = await postOr404(request, id);
      const version = await versions.get(id, versionId);
      if (!version) throw notFound(`Version ${versionId} of BlogPost ${id} not found`);
      const patch = restorePatch(current, version.data);
      // A contributor does not change a published post, even back to an earlier text.
      await checkOwnedWrite(request, store, BlogPost, id, patch);
      // The version's machine-translation mark comes back with its text.
      const restored = await writingMachineMark(() => store.update(BlogPost, id, patch));
      if (!restored) throw notFound(`BlogPost ${id} not found`);
      request.log.info({ adminId: request.caller?.id, postId: id, versionId }, 'version restored');
      return restored;
    },
  );

  api.put(
    '/blog/posts/:id/autosave',
    {
      onRequest: requireCapability('posts.own'),
      bodyLimit: options.adminBodyLimitBytes,
      schema: { params: PostParams, body: PostBody },
    },
    async (request) => {
      const current = await postOr404(request, request.params.id);
      const patch = writableFields(request.body);
      if (current.published === true || patch.published === true) {
        throw new AppError(
          409,
          API_ERROR_CODES.conflict,
          'Only drafts are saved automatically; save a published post explicitly',
        );
      }
      const scope = requestScope();
      if (scope) scope.autosave = true;
      const saved = await store.update(BlogPost, request.params.id, patch);
      if (!saved) throw notFound(`BlogPost ${request.params.id} not found`);
      return saved;
    },
  );
}

import { Type } from 'typebox';
import type { EntityStore } from '../entities/entity-store';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { answerAi, wantsStream } from './ai-answer';
import type { AiService } from './ai-service';
import { translatePost } from './translate-post';

const Params = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });
const Body = Type.Object(
  {
    language: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
    overwrite: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * `POST /blog/posts/{id}/translate {language, overwrite?}` (decision 0077): whoever writes posts,
 * on a post they may reach (`posts.all`, or their own). 201 with the new draft, 200 when it
 * replaced the linked draft's text; as JSON, or streamed (`Accept: text/event-stream`).
 */
export function registerTranslateRoute(
  api: TypedApi,
  { ai, store }: { ai: AiService; store: EntityStore },
) {
  api.post(
    '/blog/posts/:id/translate',
    { preHandler: requireCapability('posts.own'), schema: { params: Params, body: Body } },
    (request, reply) =>
      answerAi(request, reply, async (context) => {
        const result = await translatePost(
          request,
          { ai, store },
          request.params.id,
          request.body,
          context,
        );
        // A stream has answered 200 already; its `result` event says whether it created.
        if (!wantsStream(request)) reply.status(result.created ? 201 : 200);
        return result;
      }),
  );
}

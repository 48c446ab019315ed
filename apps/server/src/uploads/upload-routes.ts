import path from 'node:path';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertCapability, callerCan } from '../http/request-caller';
import { AppError } from '../errors/app-error';
import { badRequest, notFound } from '../http/http-error';
import { multipartFile, readingMultipart } from '../http/multipart-file';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from './image-type';
import { MAX_INPUT_PIXELS } from './image-variants';
import type { UploadStore } from './upload-store';
import type { QueuePlace } from './variant-jobs';
import { publicVariants } from './variant-view';

/** What a 429 asks to wait: about the time the queue's uploads take on a busy machine. */
const QUEUE_FULL_RETRY_SECONDS = 30;

/** Aborted when the client goes away before the answer is sent. */
function clientLeft(reply: FastifyReply) {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

function queueFull(max: number) {
  const message = `${max} uploads are waiting for their variants: try again in a moment`;
  const error = new AppError(429, API_ERROR_CODES.uploadQueueFull, message);
  error.headers = { 'retry-after': String(QUEUE_FULL_RETRY_SECONDS) };
  error.retryAfterSeconds = QUEUE_FULL_RETRY_SECONDS;
  return error;
}

/**
 * An unknown integration is a 404 for everyone; `UploadFile` is for the media library (`media`)
 * and for whoever writes posts (`posts.own`: a contributor puts an image in its own post).
 * Listing and deleting the library's files need `media`.
 */
async function uploadForTeam(request: FastifyRequest) {
  const { name } = request.params as { name: string };
  if (name !== 'UploadFile') throw notFound(`Unknown integration: ${name}`);
  if (callerCan(request, 'media')) return;
  assertCapability(request, 'posts.own');
}

/**
 * `integration-endpoints/Core/UploadFile` (`media` or `posts.own`), under `/api/apps/{appId}`: one image,
 * multipart field `file`, answered with its relative URL once the original is stored; its
 * variants are made in the background (429 when their queue is full, before anything is read).
 * `SendEmail` and `InvokeLLM` have routes of their own (mail/send-email-route.ts,
 * ai/invoke-llm-route.ts); other Core integrations do not
 * exist.
 */
export function registerUploadRoute(api: FastifyInstance, uploads: UploadStore, maxBytes: number) {
  api.post(
    '/integration-endpoints/Core/:name',
    { preHandler: uploadForTeam },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in a field named "file"');
      const place = uploads.variants.reserve();
      if (!place) throw queueFull(uploads.variants.max);
      try {
        return await receive(request, place, clientLeft(reply));
      } finally {
        place.release();
      }
    },
  );

  async function receive(request: FastifyRequest, place: QueuePlace, left: AbortSignal) {
    const file = await multipartFile(request, { limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== 'file')
      throw badRequest('The upload needs a field named "file"');
    const outcome = await readingMultipart(() => uploads.save(file.file, place, left));
    if (outcome.kind === 'too-large') {
      const message = `The file is larger than ${maxBytes} bytes`;
      throw new AppError(413, API_ERROR_CODES.fileTooLarge, message);
    }
    if (outcome.kind === 'unsupported') {
      const message = 'Only PNG, JPEG, WebP, GIF and AVIF images are accepted';
      throw new AppError(415, API_ERROR_CODES.unsupportedFileType, message);
    }
    if (outcome.kind === 'too-many-pixels') {
      const message = `The image has more than ${MAX_INPUT_PIXELS / 1e6} million pixels`;
      throw new AppError(413, API_ERROR_CODES.imageTooLarge, message);
    }
    if (outcome.kind === 'unreadable') {
      const message = 'The image cannot be read: it is truncated, corrupt or not what it claims';
      throw new AppError(422, API_ERROR_CODES.unreadableImage, message, outcome.reason);
    }
    if (outcome.kind === 'client-left') {
      request.log.info({ adminId: request.caller?.id }, 'upload abandoned by its client');
      throw badRequest('The client left before the image was stored');
    }
    request.log.info({ adminId: request.caller?.id, file: outcome.name }, 'image uploaded');
    // No variants yet: pages use the original until they are made.
    const { name, width, height } = outcome;
    const image = publicVariants({ name, width, height, fallback: 'jpg', variants: [] });
    return { file_url: `/uploads/${name}`, image };
  }
}

/**
 * `GET /uploads/{name}`: stored images and their variants only, never anything else of the
 * folder. They are served as inert images (no sniffing, a sandboxing CSP) and cached for good: a
 * name never changes; they are streamed from the storage (folder or bucket), never redirected
 * to it. `GET /uploads/{name}/variants`: an upload's size and variants (JSON, short
 * cache: the `images` command may make them later), 404 until it has them (`no-store` while they
 * are being made here).
 */
export function registerUploadFiles(app: FastifyInstance, uploads: UploadStore) {
  app.get<{ Params: { name: string } }>('/uploads/:name/variants', async (request, reply) => {
    const manifest = await uploads.manifestOf(request.params.name);
    // Being made: not to be remembered as missing (pages ask again on their next render).
    if (!manifest && uploads.variants.isPending(request.params.name))
      reply.header('cache-control', 'no-store');
    if (!manifest) throw notFound('No variants for this file');
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(publicVariants(manifest));
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const file = await uploads.open(name);
    if (!file) throw notFound('No such file');
    const extension = path.extname(name).slice(1) as ImageExtension;
    return reply
      .header('content-type', IMAGE_CONTENT_TYPES[extension])
      .header('content-length', file.bytes)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
}

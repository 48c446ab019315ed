import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { badRequest } from './http-error';

type FileOptions = Parameters<FastifyRequest['file']>[0];

/**
 * The parser's own errors (no boundary, a body cut short, a malformed part header) carry no
 * status: they are the client's fault, so they become a 400 instead of a 500. Errors with a
 * status, and system errors (a full disk), stay what they are.
 */
export function malformedMultipart(error: unknown) {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const { statusCode, syscall } = error as Error & { statusCode?: number; syscall?: string };
  if (statusCode !== undefined || syscall !== undefined) return error;
  return badRequest('The multipart body is malformed or incomplete');
}

/** Runs `read` (the file or its content), answering a broken multipart body with a 400. */
export async function readingMultipart<T>(read: () => Promise<T>) {
  try {
    return await read();
  } catch (error) {
    throw malformedMultipart(error);
  }
}

/** The first file of a multipart request, or undefined. */
export function multipartFile(
  request: FastifyRequest,
  options?: FileOptions,
): Promise<MultipartFile | undefined> {
  return readingMultipart(() => request.file(options));
}

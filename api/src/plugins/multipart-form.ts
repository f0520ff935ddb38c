import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

export interface MultipartFormOptions {
  maxUploadBytes: number;
}

// RFC 2046: 1 to 70 characters. Busboy reads an empty one as a body without parts.
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})(?:;|\s|$)/i;
const UNREADABLE =
  'The form data could not be read (it is cut off or malformed). Please send the form again.';

/**
 * Multipart forms become `request.body` as `{ field: text | Buffer | array of them }`, like
 * @fastify/multipart's `attachFieldsToBody: 'keyValues'`, read here so that a malformed or cut-off
 * body (no boundary, a part ending early) is the client's 400 rather than busboy's bare Error.
 */
export default fp<MultipartFormOptions>(async function multipartForm(
  app: FastifyInstance,
  { maxUploadBytes },
) {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 50, fieldSize: 64 * 1024 },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw badRequest(UNREADABLE);
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        const value = part.type === 'file' ? await part.toBuffer() : part.value;
        const previous = body[part.fieldname];
        if (previous === undefined) body[part.fieldname] = value;
        else
          body[part.fieldname] = Array.isArray(previous)
            ? [...(previous as unknown[]), value]
            : [previous, value];
      }
    } catch (error) {
      // The plugin's own errors (limits: 413, a __proto__ field: 400) carry their status.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw badRequest(UNREADABLE);
    }
    request.body = body;
  });
});

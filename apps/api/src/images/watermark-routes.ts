import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type Static, Type } from 'typebox';
import { jsonErrorHandler } from '../storage/error-reply.ts';
import type { ObjectStorage } from '../storage/index.ts';
import type { Watermarker } from './watermark.ts';

const Percent = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });
const Size = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: 100, description });
const ObjectKey = (description: string) => Type.String({ minLength: 1, maxLength: 1024, description });

/** Body of `POST /watermark`. Positions and sizes are percent of the source photo's dimensions. */
export const WatermarkRequest = Type.Object({
  source_bucket_object_key: ObjectKey('Storage key of the photo'),
  watermark_bucket_object_key: ObjectKey('Storage key of the watermark image'),
  watermark_position_top: Percent("Top edge of the watermark box, percent of the photo's height"),
  watermark_position_left: Percent("Left edge of the watermark box, percent of the photo's width"),
  watermark_size_height: Size("Height of the watermark box, percent of the photo's height"),
  watermark_size_width: Size("Width of the watermark box, percent of the photo's width"),
});

/** Body of `POST /watermark`. */
export type WatermarkRequest = Static<typeof WatermarkRequest>;

/** Response of `POST /watermark`: the watermarked photo as base64-encoded JPEG. */
export const WatermarkResponse = Type.Object({
  data: Type.String({ contentEncoding: 'base64', contentMediaType: 'image/jpeg' }),
});

const ErrorResponse = Type.Object({ error: Type.String() });

// Cached results come back as the same buffer, so their encoded response body is kept beside them and
// dropped with them. Base64 needs no JSON escaping: the body is built directly, not serialised.
const encoded = new WeakMap<Uint8Array, Buffer>();
function responseBody(jpeg: Uint8Array): Buffer {
  let body = encoded.get(jpeg);
  if (!body) {
    body = Buffer.from(
      `{"data":"${Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength).toString('base64')}"}`,
    );
    encoded.set(jpeg, body);
  }
  return body;
}

/**
 * A Fastify plugin exposing `POST /watermark` (the spec's watermark service): validates the body, renders
 * through `watermarker` from `storage` and answers `{ data: <base64 JPEG> }`; errors are JSON `{ error }`
 * (400 malformed body, 404 unknown key, 422 unreadable image).
 */
export function watermarkRoutes(
  watermarker: Watermarker,
  storage: Pick<ObjectStorage, 'getStream'>,
): FastifyPluginAsync {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.setErrorHandler(jsonErrorHandler);
    app.post(
      '/watermark',
      {
        schema: {
          body: WatermarkRequest,
          response: { 200: WatermarkResponse, 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const jpeg = await watermarker.render(storage, {
          sourceKey: body.source_bucket_object_key,
          watermarkKey: body.watermark_bucket_object_key,
          top: body.watermark_position_top,
          left: body.watermark_position_left,
          height: body.watermark_size_height,
          width: body.watermark_size_width,
        });
        return reply
          .type('application/json; charset=utf-8')
          .send(responseBody(jpeg) as unknown as Static<typeof WatermarkResponse>);
      },
    );
  };
}

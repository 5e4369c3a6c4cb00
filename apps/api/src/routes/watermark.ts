import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { type WatermarkRequest, watermarkRoutes } from '../images/index.ts';
import { checkWatermarkSources } from '../spaces/watermark-sources.ts';

/**
 * The watermark service (`POST /watermark`, body and `{ data }` response as the spec's service) for the
 * signed-in owner of the photo and of the watermark image: nobody renders someone else's originals.
 */
export const watermarkServiceRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook('preHandler', ctx.auth.required);
  app.addHook('preHandler', async (request) => {
    const body = request.body as WatermarkRequest;
    await checkWatermarkSources(ctx.db, request.changes, currentUser(request), {
      photoKey: body.source_bucket_object_key,
      watermarkKey: body.watermark_bucket_object_key,
    });
  });
  await app.register(watermarkRoutes(ctx.watermarker, ctx.storage));
};

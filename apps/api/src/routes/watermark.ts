import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { type WatermarkRequest, watermarkRoutes } from '../images/index.ts';

/**
 * The watermark service (`POST /watermark`, body and `{ data }` response as the spec's service) for the
 * signed-in owner of the photo and of the watermark image: nobody renders someone else's originals.
 */
export const watermarkServiceRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  app.addHook('preHandler', ctx.auth.required);
  // It renders a copy for its caller and stores nothing.
  app.addHook('preHandler', async (request) => void request.changes.nothingPublic());
  app.addHook('preHandler', async (request) => {
    const user = currentUser(request);
    const body = request.body as WatermarkRequest;
    const photo = await db
      .selectFrom('photos')
      .innerJoin('spaces', 'spaces.id', 'photos.space_id')
      .select('photos.id')
      .where('photos.path', '=', body.source_bucket_object_key)
      .where('spaces.user_id', '=', user.id)
      .where('photos.state', '!=', 'pending')
      .executeTakeFirst();
    const key = body.watermark_bucket_object_key;
    const watermark =
      key.startsWith(`watermarks/${user.id}/`) ||
      (await db
        .selectFrom('watermarks')
        .select('id')
        .where('path', '=', key)
        .where('user_id', '=', user.id)
        .executeTakeFirst());
    if (!photo || !watermark) throw new HttpError(404, 'Object not found');
  });
  await app.register(watermarkRoutes(ctx.watermarker, ctx.storage));
};

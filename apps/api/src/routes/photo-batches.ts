import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Nullable, status, Uuid } from '../http/schemas.ts';
import { PhotoBody } from '../photos/photo.ts';
import { deletePhotoBatch, editPhotoBatch, MAX_PHOTO_BATCH } from '../photos/photo-batch.ts';
import { PRICE_MAX_LENGTH, PRICE_PATTERN } from '../rules/input-rules.ts';

const SpaceParams = Type.Object({ space_id: Uuid });
const PhotoIds = Type.Array(Uuid, {
  minItems: 1,
  maxItems: MAX_PHOTO_BATCH,
  uniqueItems: true,
  description: `Photos of this space, 1 to ${MAX_PHOTO_BATCH}.`,
});
/** Digits with an optional decimal part. */
const Price = Type.String({ pattern: PRICE_PATTERN, maxLength: PRICE_MAX_LENGTH });

/**
 * Several photos of a space at once (`photos/photo-batch.ts`): the owner's selection in the management grid
 * shown or hidden, priced, or deleted. All or nothing: an id that is not a photo of the space is a 404 and
 * nothing changes.
 */
export const photoBatchRoutes: RoutePlugin = async (app, { ctx }) => {
  app.patch(
    '/spaces/:space_id/photos',
    {
      schema: {
        tags: ['photos'],
        summary: 'Show, hide or price several photos of a space at once (owner only)',
        description:
          'Sets `state` and/or `price` on every photo named, in one transaction, and answers them in the order named. ' +
          '404 (nothing changes) when an id is not a photo of the space; 409 when showing or hiding a photo still being processed.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        body: Type.Object(
          {
            photo_ids: PhotoIds,
            state: Type.Optional(Type.Union([Type.Literal('visible'), Type.Literal('hidden')])),
            price: Type.Optional(Nullable(Price)),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(PhotoBody) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const { photo_ids, ...edit } = request.body;
      const data = await editPhotoBatch(
        ctx,
        request.changes,
        currentUser(request),
        request.params.space_id,
        photo_ids,
        edit,
      );
      return { data };
    },
  );

  app.post(
    '/spaces/:space_id/photos/delete',
    {
      schema: {
        tags: ['photos'],
        summary: 'Delete several photos of a space at once (owner only)',
        description:
          'Deletes every photo named, in one transaction. 404 (nothing is deleted) when an id is not a photo of the space.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        body: Type.Object({ photo_ids: PhotoIds }, { additionalProperties: false }),
        response: {
          200: Type.Object({ status: Type.Ref('Status'), deleted: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const deleted = await deletePhotoBatch(
        ctx,
        request.changes,
        request.log,
        currentUser(request),
        request.params.space_id,
        request.body.photo_ids,
      );
      return { status: status(200, 'Photos deleted'), deleted };
    },
  );
};

import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Page, Uuid } from '../http/schemas.ts';
import { PhotoBody, presentPhoto } from '../photos/photo.ts';
import { ownedSpace } from '../spaces/space.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';

/** Photos a review page lists. */
export const REVIEW_PAGE_SIZE = 60;
/** Most photos one review decision may name. */
export const MAX_REVIEW_BATCH = 500;

const SpaceParams = Type.Object({ space_id: Uuid });
const Ids = Type.Array(Uuid, { maxItems: MAX_REVIEW_BATCH, uniqueItems: true });

/**
 * The review queue of a space: guests' photos that arrived while the space hides new items wait there,
 * hidden, until the owner approves them (they become visible) or rejects them (they and their bytes are
 * deleted), one at a time or many at once.
 */
export const reviewRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, media } = ctx;

  app.get(
    '/spaces/:space_id/review',
    {
      schema: {
        tags: ['guests'],
        summary: "Guests' photos waiting for review, oldest first, 60 a page (owner only)",
        security: [{ bearer: [] }],
        params: SpaceParams,
        querystring: Type.Object({ page: Type.Optional(Page) }),
        response: {
          200: Type.Object({
            photos: Type.Array(PhotoBody),
            total: Type.Integer(),
            has_more: Type.Boolean(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const page = request.query.page ?? 1;
      const waiting = db
        .selectFrom('photos')
        .where('space_id', '=', space.id)
        .where('awaiting_review', '=', true);
      const [rows, count] = await Promise.all([
        waiting
          .selectAll()
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .limit(REVIEW_PAGE_SIZE + 1)
          .offset((page - 1) * REVIEW_PAGE_SIZE)
          .execute(),
        waiting.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        photos: rows.slice(0, REVIEW_PAGE_SIZE).map((photo) => presentPhoto(photo, space, true, media)),
        total: Number(count.n),
        has_more: rows.length > REVIEW_PAGE_SIZE,
      };
    },
  );

  app.post(
    '/spaces/:space_id/review',
    {
      schema: {
        tags: ['guests'],
        summary: 'Approve (show) and reject (delete) photos waiting for review (owner only)',
        description:
          'Ids of photos that are not waiting for review in this space are left alone (and not counted): a photo decided in another tab is not decided twice.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        body: Type.Object(
          { approve: Type.Optional(Ids), reject: Type.Optional(Ids) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ approved: Type.Integer(), rejected: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const approve = request.body.approve ?? [];
      const reject = (request.body.reject ?? []).filter((id) => !approve.includes(id));
      const { approved, rejected } = await db.transaction().execute(async (trx) => {
        const shown = approve.length
          ? await trx
              .updateTable('photos')
              .set({ state: 'visible', awaiting_review: false, shown_at: sql<Date>`now()` })
              .where('space_id', '=', space.id)
              .where('awaiting_review', '=', true)
              .where('id', 'in', approve)
              .returning('id')
              .execute()
          : [];
        const deleted = reject.length
          ? await trx
              .deleteFrom('photos')
              .where('space_id', '=', space.id)
              .where('awaiting_review', '=', true)
              .where('id', 'in', reject)
              .returning('id')
              .execute()
          : [];
        return { approved: shown.length, rejected: deleted.length };
      });
      // Rejected photos were never shown: only approvals change what visitors see.
      if (approved > 0) request.changes.spacePhotos(space.id);
      else request.changes.nothingPublic();
      // The rejected photos' bytes were queued for deletion by the database; they go now.
      if (rejected > 0) await deleteQueuedObjects(db, ctx.storage, request.log);
      return { approved, rejected };
    },
  );
};

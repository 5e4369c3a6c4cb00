import { sql } from 'kysely';
import { Type } from 'typebox';
import { declareAccountGone } from '../accounts/declare-changes.ts';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Password, presentUser, StatusOnly, status, UserWithStatus } from '../http/schemas.ts';
import { confirmationMail, deletionMail, resetPasswordMail } from '../mail/messages.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';

const RawToken = Type.String({ minLength: 1, maxLength: 200 });
const Valid = Type.Object({ valid: Type.Boolean() });
const INVALID_TOKEN = 'invalid token';

/** Confirmation, password reset, account deletion and the current user. */
export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, mailer, config } = ctx;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.get(
    '/users/confirmation',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm an e-mail address with the mailed token',
        querystring: Type.Object({ confirmation_token: RawToken }),
        response: { 200: UserWithStatus, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const userId = await consumeOneTimeToken(db, request.query.confirmation_token, 'confirmation');
      if (!userId) throw new HttpError(404, 'invalid confirmation token');
      const user = await db
        .updateTable('users')
        .set({ confirmed_at: sql`coalesce(confirmed_at, now())`, updated_at: new Date() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        user: presentUser(user),
        status: status(200, 'Your email address has been successfully confirmed.'),
      };
    },
  );

  app.post(
    '/users/confirmation',
    {
      schema: {
        tags: ['account'],
        summary:
          'Send the confirmation e-mail again; the answer is the same whether or not the e-mail is known',
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: StatusOnly, ...errorResponses(400, 429) },
      },
      config: { rateLimit },
    },
    async (request) => {
      request.changes.nothingPublic();
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', request.body.email.trim().toLowerCase())
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (user) {
        const token = await createOneTimeToken(db, user.id, 'confirmation');
        await mailer.send(confirmationMail(user.email, config.publicUrl, token));
      }
      return { status: status(200, 'We have sent an email to confirm your signup to your email') };
    },
  );

  app.post(
    '/users/initiate_password_change',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password-reset link; the answer is the same whether or not the e-mail is known',
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: StatusOnly, ...errorResponses(400, 429) },
      },
      config: { rateLimit },
    },
    async (request) => {
      request.changes.nothingPublic();
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', request.body.email.trim().toLowerCase())
        .executeTakeFirst();
      if (user) {
        const token = await createOneTimeToken(db, user.id, 'reset_password');
        // Until the address is confirmed, whoever signed up chose the name: it does not go to the address.
        const name = user.confirmed_at ? user.first_name : '';
        await mailer.send(resetPasswordMail(user.email, name, config.publicUrl, token));
      }
      return { status: status(200, 'Reset password instructions sent to your email') };
    },
  );

  app.get(
    '/users/valid_reset_password_token',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether a password-reset token can still be used (404 when not)',
        querystring: Type.Object({ reset_password_token: RawToken }),
        response: { 200: Valid, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!(await peekOneTimeToken(db, request.query.reset_password_token, 'reset_password')))
        throw new HttpError(404, INVALID_TOKEN);
      return { valid: true };
    },
  );

  app.patch(
    '/me/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset token; every existing session ends',
        body: Type.Object({
          reset_password_token: RawToken,
          password: Password,
          password_confirmation: Type.String({ maxLength: 128 }),
        }),
        response: { 200: StatusOnly, ...errorResponses(400, 404, 422, 429) },
      },
      config: { rateLimit },
    },
    async (request) => {
      request.changes.nothingPublic();
      const { reset_password_token, password, password_confirmation } = request.body;
      if (password !== password_confirmation)
        throw new HttpError(422, "Password confirmation doesn't match Password");
      const password_hash = await hashPassword(password);
      const userId = await consumeOneTimeToken(db, reset_password_token, 'reset_password');
      if (!userId) throw new HttpError(404, INVALID_TOKEN);
      await db
        .updateTable('users')
        .set({
          password_hash,
          tokens_valid_after: new Date(),
          // Every token issued before now, to the millisecond and beyond, stops working.
          session_epoch: sql`session_epoch + 1`,
          // Following a mailed link proves the address.
          confirmed_at: sql`coalesce(confirmed_at, now())`,
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      return { status: status(200, 'Password changed successfully!') };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ user: Type.Ref('User') }), ...errorResponses(401) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ({ user: presentUser(currentUser(request)) }),
  );

  app.post(
    '/users/initiate_account_deletion',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail the signed-in user a link to the exit survey that deletes the account',
        security: [{ bearer: [] }],
        response: { 200: StatusOnly, ...errorResponses(401, 429) },
      },
      preHandler: ctx.auth.required,
      config: { rateLimit },
    },
    async (request) => {
      request.changes.nothingPublic();
      const user = currentUser(request);
      const token = await createOneTimeToken(db, user.id, 'deletion');
      await mailer.send(deletionMail(user.email, user.first_name, config.publicUrl, token));
      return { status: status(200, 'Account deletion instructions sent to your email') };
    },
  );

  app.get(
    '/users/valid_deletion_token',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether an account-deletion token can still be used (404 when not)',
        querystring: Type.Object({ deletion_token: RawToken }),
        response: { 200: Valid, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!(await peekOneTimeToken(db, request.query.deletion_token, 'deletion')))
        throw new HttpError(404, INVALID_TOKEN);
      return { valid: true };
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: "Delete the signed-in user's account with a mailed deletion token",
        security: [{ bearer: [] }],
        querystring: Type.Object({ deletion_token: RawToken }),
        response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const owner = await peekOneTimeToken(db, request.query.deletion_token, 'deletion');
      if (!owner) throw new HttpError(404, INVALID_TOKEN);
      if (owner !== user.id) throw new HttpError(403, 'This deletion link belongs to another account');
      await declareAccountGone(db, request.changes, user.id);
      await db.transaction().execute(async (trx) => {
        const consumed = await consumeOneTimeToken(trx, request.query.deletion_token, 'deletion');
        if (consumed !== user.id) throw new HttpError(404, INVALID_TOKEN);
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      });
      // Every photo, banner, icon and watermark of the account went with it (cascades); now their bytes.
      await deleteQueuedObjects(db, ctx.storage, request.log);
      reply.removeHeader('authorization');
      return { status: status(200, 'Your account has been deleted') };
    },
  );
};

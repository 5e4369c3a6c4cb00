import { Type } from 'typebox';
import { checkDeletionToken, deleteAccount, requestAccountDeletion } from '../accounts/account-deletion.ts';
import { updateAccount } from '../accounts/account-settings.ts';
import { confirmEmail, resendConfirmation } from '../accounts/email-confirmation.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from '../accounts/password-reset.ts';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Password, presentUser, StatusOnly, status, UserWithStatus } from '../http/schemas.ts';
import { LocaleSchema } from '../rules/locale.ts';

const RawToken = Type.String({ minLength: 1, maxLength: 200 });
const Valid = Type.Object({ valid: Type.Boolean() });

/** Confirmation, password reset, account deletion and the current user's account. */
export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };

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
    async (request) => ({
      user: await confirmEmail(ctx.db, request.query.confirmation_token),
      status: status(200, 'Your email address has been successfully confirmed.'),
    }),
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
      await resendConfirmation(ctx, request.changes, request.body.email);
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
      await requestPasswordReset(ctx, request.changes, request.body.email);
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
      await checkResetToken(ctx.db, request.query.reset_password_token);
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
      const { reset_password_token, password, password_confirmation } = request.body;
      await resetPassword(ctx.db, request.changes, {
        token: reset_password_token,
        password,
        confirmation: password_confirmation,
      });
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

  app.patch(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary:
          "Change the signed-in user's account settings: its language (`locale`), which its mail speaks",
        security: [{ bearer: [] }],
        body: Type.Object({
          user: Type.Object({ locale: Type.Optional(LocaleSchema()) }, { additionalProperties: false }),
        }),
        response: { 200: Type.Object({ user: Type.Ref('User') }), ...errorResponses(400, 401) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ({
      user: await updateAccount(ctx.db, request.changes, currentUser(request), request.body.user),
    }),
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
      await requestAccountDeletion(ctx, request.changes, currentUser(request));
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
      await checkDeletionToken(ctx.db, request.query.deletion_token);
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
      await deleteAccount(ctx, request.changes, request.log, user, request.query.deletion_token);
      reply.removeHeader('authorization');
      return { status: status(200, 'Your account has been deleted') };
    },
  );
};

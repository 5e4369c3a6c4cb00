import { Type } from 'typebox';
import { createOneTimeToken } from '../auth/one-time-tokens.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { currentUser, sendToken } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import {
  Email,
  Password,
  PersonName,
  presentUser,
  SignedIn,
  StatusOnly,
  status,
  UserWithStatus,
} from '../http/schemas.ts';
import { confirmationMail } from '../mail/messages.ts';

/** A person's name: it is shown on screens and greets them in mail. */
const Name = PersonName({ minLength: 1, maxLength: 100 });

/** Sign up, sign in (password or Google) and sign out. */
export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, signer, mailer, config } = ctx;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/signup',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account; a confirmation e-mail is sent',
        body: Type.Object({
          user: Type.Object({
            email: Email,
            password: Password,
            first_name: Name,
            last_name: Name,
            accepted_terms_of_service: Type.Boolean(),
          }),
        }),
        response: { 201: UserWithStatus, ...errorResponses(400, 409, 422, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      const input = request.body.user;
      if (!input.accepted_terms_of_service) throw new HttpError(422, 'You must accept the terms of service');
      const email = input.email.toLowerCase();
      const password_hash = await hashPassword(input.password);
      const user = await db
        .insertInto('users')
        .values({
          email,
          password_hash,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          accepted_terms_of_service: true,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!user) throw new HttpError(409, 'Email has already been taken');
      const token = await createOneTimeToken(db, user.id, 'confirmation');
      await mailer.send(confirmationMail(email, config.publicUrl, token));
      return reply.status(201).send({
        user: presentUser(user),
        status: status(201, 'We have sent an email to confirm your signup to your email'),
      });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in; the session token comes in the Authorization response header',
        body: Type.Object({
          user: Type.Object({
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 128 }),
          }),
        }),
        response: { 200: SignedIn, ...errorResponses(400, 401, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      const { email, password } = request.body.user;
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      const ok = user?.password_hash
        ? await verifyPassword(user.password_hash, password)
        : (await verifyPassword(await dummyHash, password)) && false;
      if (!user || !ok) throw new HttpError(401, 'Invalid Email or password.');
      if (!user.confirmed_at)
        throw new HttpError(401, 'You have to confirm your email address before continuing.');
      await sendToken(reply, signer, user);
      return { user: presentUser(user), status: status(200, 'Logged in successfully.') };
    },
  );

  app.post(
    '/users/auth/google_oauth2',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with a Google ID token; creates the account on first use',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) }),
        response: { 200: SignedIn, ...errorResponses(400, 401, 501) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      const identity = await ctx.verifyGoogleToken(request.body.token);
      if (!identity.emailVerified) throw new HttpError(401, 'Login failed');
      let user =
        (await db
          .selectFrom('users')
          .selectAll()
          .where('google_sub', '=', identity.sub)
          .executeTakeFirst()) ??
        (await db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst());
      if (user) {
        user = await db
          .updateTable('users')
          .set({
            google_sub: identity.sub,
            confirmed_at: user.confirmed_at ?? new Date(),
            profile_picture_url: user.profile_picture_url ?? identity.picture,
          })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } else {
        user = await db
          .insertInto('users')
          .values({
            email: identity.email,
            google_sub: identity.sub,
            first_name: identity.firstName,
            last_name: identity.lastName,
            profile_picture_url: identity.picture,
            accepted_terms_of_service: false,
            confirmed_at: new Date(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      await sendToken(reply, signer, user);
      return { user: presentUser(user), status: status(200, 'Logged in successfully.') };
    },
  );

  app.delete(
    '/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out: the token is revoked for every server',
        security: [{ bearer: [] }],
        response: { 200: StatusOnly, ...errorResponses(401) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      const user = currentUser(request);
      reply.removeHeader('authorization');
      const claims = request.session!;
      await db
        .insertInto('revoked_tokens')
        .values({ jti: claims.jti, user_id: user.id, expires_at: new Date(claims.exp * 1000) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      // Housekeeping: expired tokens need no revocation record.
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
      return { status: status(200, 'Logged out successfully.') };
    },
  );
};

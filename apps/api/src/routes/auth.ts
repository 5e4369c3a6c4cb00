import { Type } from 'typebox';
import { signInWithGoogle, signInWithPassword } from '../accounts/sign-in.ts';
import { signUp } from '../accounts/sign-up.ts';
import { currentUser, sendToken } from '../auth/session.ts';
import { revokeSession } from '../auth/sign-out.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
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
import { LocaleSchema, localeOfAcceptLanguage } from '../rules/locale.ts';

/** A person's name: it is shown on screens and greets them in mail. */
const Name = PersonName({ minLength: 1, maxLength: 100 });

/** Sign up, sign in (password or Google) and sign out. */
export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/signup',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account; a confirmation e-mail is sent',
        description:
          "The account's language is `locale` when given, else the best match of the Accept-Language " +
          "header ('sw' for sw or sw-KE, else 'en'); the confirmation mail speaks it.",
        body: Type.Object({
          user: Type.Object({
            email: Email,
            password: Password,
            first_name: Name,
            last_name: Name,
            accepted_terms_of_service: Type.Boolean(),
            locale: Type.Optional(LocaleSchema()),
          }),
        }),
        response: { 201: UserWithStatus, ...errorResponses(400, 409, 422, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { locale, ...fields } = request.body.user;
      const user = await signUp(ctx, request.changes, {
        ...fields,
        locale: locale ?? localeOfAcceptLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send({
        user,
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
      const { email, password } = request.body.user;
      const user = await signInWithPassword(ctx.db, request.changes, email, password);
      await sendToken(reply, ctx.signer, user);
      return { user: presentUser(user), status: status(200, 'Logged in successfully.') };
    },
  );

  app.post(
    '/users/auth/google_oauth2',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with a Google ID token; creates the account on first use',
        description:
          "A new account's language is `locale` when given, else the best match of the Accept-Language header; " +
          'an existing account keeps its own.',
        body: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 8192 }),
          locale: Type.Optional(LocaleSchema()),
        }),
        response: { 200: SignedIn, ...errorResponses(400, 401, 501) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { token, locale } = request.body;
      const user = await signInWithGoogle(
        ctx,
        request.changes,
        token,
        locale ?? localeOfAcceptLanguage(request.headers['accept-language']),
      );
      await sendToken(reply, ctx.signer, user);
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
      const user = currentUser(request);
      reply.removeHeader('authorization');
      await revokeSession(ctx.db, request.changes, user, request.session!);
      return { status: status(200, 'Logged out successfully.') };
    },
  );
};

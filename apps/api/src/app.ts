import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { googleVerifier } from './auth/google.ts';
import { TokenSigner } from './auth/jwt.ts';
import { authenticators } from './auth/session.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, type Db, openDatabase } from './db/index.ts';
import { ErrorBody, HttpError, installErrorHandlers } from './errors.ts';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.ts';
import { PublicCache } from './public-cache.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { CollectionSpaceSchema, collectionSpaceRoutes } from './routes/collection-spaces.ts';
import { CollectionSchema, collectionRoutes } from './routes/collections.ts';
import { devMailboxPage, devMailboxRoutes, outboxDir } from './routes/dev-mailbox.ts';
import { exitSurveyRoutes } from './routes/exit-surveys.ts';
import { FaqEntrySchema, faqRoutes } from './routes/faqs.ts';
import { healthRoutes } from './routes/health.ts';
import { bannerRoutes, iconRoutes, mediaSchemas } from './routes/media.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { photoRoutes } from './routes/photos.ts';
import { PublicSpaceSchema, SiteSchema, siteRoutes } from './routes/sites.ts';
import { socialMediaRoutes } from './routes/social-media.ts';
import { spaceCredentialRoutes } from './routes/space-credentials.ts';
import { spaceRoutes } from './routes/spaces.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { StatusBody, UserBody } from './schemas.ts';
import { validatorCompiler } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database (for the CLI and tests; routes get it from their context). */
    db: Kysely<Database>;
  }
}

/** Parts a caller (tests, the CLI) may supply instead of the defaults built from the config. */
export interface AppDeps {
  db?: Db;
  mailer?: Mailer;
  /** The cache of public responses (a benchmark passes one that keeps nothing). */
  cache?: PublicCache;
}

const sharedSchemas = [
  ErrorBody,
  UserBody,
  StatusBody,
  CollectionSchema,
  CollectionSpaceSchema,
  ...mediaSchemas,
  SiteSchema,
  PublicSpaceSchema,
  FaqEntrySchema,
] as unknown as Record<string, unknown>[];

/**
 * Builds the API: opens (migrates, seeds) the database unless one is given, wires mail and auth, and
 * registers every route under `config.apiBase`. Closing the app closes the database.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Trust exactly `trustProxy` hops of X-Forwarded-For (0: use the socket address).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const handle = deps.db ?? (await openDatabase(config.database));
  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(outboxDir(config.dataDir), config.mailFrom));
  app.addHook('onClose', async () => {
    mailer.close();
    await handle.close();
  });

  app.decorate('db', handle.db);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  installErrorHandlers(app);
  for (const schema of sharedSchemas.slice(1)) app.addSchema(schema);
  app.setValidatorCompiler(validatorCompiler(sharedSchemas));

  await app.register(cors, {
    origin: config.corsOrigin === '*' ? true : config.corsOrigin.split(',').map((o) => o.trim()),
    exposedHeaders: ['Authorization'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests, please try again in ${context.after}`),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lense API',
        version: '0.1.0',
        description: 'Event media sharing: spaces, photos, sites.',
      },
      servers: [{ url: config.apiBase || '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) || `def-${i}` },
    transform: ({ schema, url }) => ({
      schema,
      url: url.startsWith(config.apiBase) ? url.slice(config.apiBase.length) || '/' : url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: `${config.apiBase}/docs` });

  const db = handle.db;
  const signer = new TokenSigner(config.jwtSecret, config.tokenTtlSeconds);
  const ctx: AppContext = {
    config,
    db,
    signer,
    mailer,
    verifyGoogleToken: googleVerifier(config.googleClientId, config.googleJwks),
    auth: authenticators(db, signer, config.tokenRefreshSeconds),
    cache: deps.cache ?? new PublicCache(),
  };

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(exitSurveyRoutes, { ctx });
      await api.register(newsletterRoutes, { ctx });
      await api.register(subscriptionRoutes, { ctx });
      await api.register(socialMediaRoutes, { ctx });
      await api.register(siteRoutes, { ctx });
      await api.register(collectionRoutes, { ctx });
      await api.register(collectionSpaceRoutes, { ctx });
      await api.register(bannerRoutes, { ctx });
      await api.register(iconRoutes, { ctx });
      await api.register(faqRoutes, { ctx });
      await api.register(spaceRoutes, { ctx });
      await api.register(spaceCredentialRoutes, { ctx });
      await api.register(photoRoutes, { ctx });
      if (!config.smtpUrl && !deps.mailer) await api.register(devMailboxRoutes, { ctx });
    },
    { prefix: config.apiBase },
  );
  if (!config.smtpUrl && !deps.mailer) await app.register(devMailboxPage, { ctx });

  return app;
}

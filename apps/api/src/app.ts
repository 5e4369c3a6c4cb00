import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicCache } from './changes/public-cache.ts';
import {
  defaultUndeclaredWrites,
  installChangeDeclarations,
  type UndeclaredWrites,
} from './changes/request-changes.ts';
import { type Config, DEFAULT_UPLOAD_URL_TTL_SECONDS } from './config.ts';
import { type Database, type Db, openDatabase } from './db/index.ts';
import { corsOrigins } from './http/cors.ts';
import { HttpError, installErrorHandlers } from './http/errors.ts';
import { postgresRateLimitStore } from './http/rate-limit-store.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { refuseNulInput } from './http/text-input.ts';
import type { Watermarker } from './images/index.ts';
import { limitSharpMemory } from './images/sharp-memory.ts';
import type { JobQueue } from './jobs/types.ts';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.ts';
import { limitConnections } from './net/connection-limits.ts';
import { idleTimeoutSparesWork } from './net/idle-timeout.ts';
import { networkLimits } from './net/network-limits.ts';
import { serverTimeouts } from './net/server-timeouts.ts';
import { buildPayments, type Payments } from './payments/payments.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { collectionSpaceRoutes } from './routes/collection-spaces.ts';
import { collectionRoutes } from './routes/collections.ts';
import { devMailboxPage, devMailboxRoutes, outboxDir } from './routes/dev-mailbox.ts';
import { devPhonePage, devPhoneRoutes } from './routes/dev-phone.ts';
import { exitSurveyRoutes } from './routes/exit-surveys.ts';
import { faqRoutes } from './routes/faqs.ts';
import { guestLinkRoutes } from './routes/guest-links.ts';
import { healthRoutes } from './routes/health.ts';
import { liveRoutes } from './routes/live.ts';
import { mpesaAccountRoutes } from './routes/mpesa-account.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentCallbackRoutes } from './routes/payment-callbacks.ts';
import { photoBatchRoutes } from './routes/photo-batches.ts';
import { photoImageRoutes } from './routes/photo-images.ts';
import { photoRoutes } from './routes/photos.ts';
import { reviewRoutes } from './routes/review.ts';
import { salesRoutes } from './routes/sales.ts';
import { siteImageFileRoutes } from './routes/site-image-files.ts';
import { bannerRoutes, iconRoutes } from './routes/site-images.ts';
import { siteRoutes } from './routes/sites.ts';
import { socialMediaRoutes } from './routes/social-media.ts';
import { spaceCredentialRoutes } from './routes/space-credentials.ts';
import { spaceDownloadRoutes } from './routes/space-download.ts';
import { spaceRoutes } from './routes/spaces.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { uploadPartRoutes } from './routes/upload-parts.ts';
import { uploadStatusRoutes } from './routes/upload-status.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { watermarkServiceRoutes } from './routes/watermark.ts';
import { resolveJwtSecrets, resolvePaymentSecrets, resolveStorageSecrets } from './secrets.ts';
import { startBackgroundWork } from './server/background-work.ts';
import { buildContext } from './server/context.ts';
import { registerContract } from './server/openapi.ts';
import { storageFor } from './server/storage.ts';
import { LocalDiskStorage, localStorageRoutes, type ObjectStorage } from './storage/index.ts';
import { completeUpload } from './uploads/completion.ts';
import { serveWebApp } from './web/serve-web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database (for the CLI and tests; routes get it from their context). */
    db: Kysely<Database>;
    /** Object storage of photos, banners, icons and watermarks. */
    storage: ObjectStorage;
    /** Base path of the API routes, e.g. '/api'. */
    apiBase: string;
    /** Seconds a presigned URL stays valid (and a pending upload is kept). */
    uploadUrlTtlSeconds: number;
    /** Durable background work (tests and the CLI wait on it with `idle()`). */
    jobs: JobQueue;
    /** M-Pesa payments (the demo connects its organiser; tests drive the simulator and the status job). */
    payments: Payments;
  }
}

/** Parts a caller (tests, the CLI) may supply instead of the defaults built from the config. */
export interface AppDeps {
  db?: Db;
  mailer?: Mailer;
  /** The cache of public responses (a benchmark passes one that keeps nothing). */
  cache?: PublicCache;
  storage?: ObjectStorage;
  watermarker?: Watermarker;
  /** The clock of session tokens, in milliseconds (tests move it). */
  clock?: () => number;
  /** What a successful write that declared no change gets (default: refused under tests, else logged). */
  undeclaredWrites?: UndeclaredWrites;
}

/**
 * Builds the API: opens (migrates, seeds, unless `migrateOnStart` is false) the database unless one is given,
 * resolves the secrets (environment, else generated once: database with PostgreSQL, data dir with PGlite),
 * wires mail and auth, and registers every route under `config.apiBase`. Closing the app closes the database.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  limitSharpMemory();
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
    // Trust exactly `trustProxy` hops of X-Forwarded-For (0: use the socket address).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Each socket is a file descriptor: cap them below the open-file limit.
  const limits = networkLimits(config);
  limitConnections(app.server, { perAddress: limits.connectionsPerAddress, total: limits.connectionsTotal });
  idleTimeoutSparesWork(app.server);

  const handle =
    deps.db ?? (await openDatabase(config.database, { migrate: config.migrateOnStart !== false }));
  let jwtSecrets: readonly string[];
  let storage: ObjectStorage;
  let paymentSecrets: readonly string[];
  try {
    jwtSecrets = await resolveJwtSecrets(config, handle);
    paymentSecrets = await resolvePaymentSecrets(config, handle);
    storage =
      deps.storage ??
      storageFor(config, config.storage?.s3 ? undefined : await resolveStorageSecrets(config, handle));
  } catch (error) {
    if (!deps.db) await handle.close();
    throw error;
  }
  const transport =
    deps.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(outboxDir(config.dataDir), config.mailFrom));
  // Without DARAJA_BASE_URL the simulator answers in process and posts its callbacks to this app.
  const payments = await buildPayments({
    darajaBaseUrl: config.darajaBaseUrl ?? null,
    callbackBase: `${config.publicUrl}${config.apiBase}`,
    secrets: paymentSecrets,
    deliverInApp: async (path, body) =>
      void (await app.inject({ method: 'POST', url: path, payload: body as object })),
  });
  app.addHook('onClose', async () => {
    await payments.close();
    transport.close();
    await handle.close();
  });

  app.decorate('db', handle.db);
  app.decorate('storage', storage);
  app.decorate('apiBase', config.apiBase);
  app.decorate('payments', payments);
  app.decorate('uploadUrlTtlSeconds', config.uploadUrlTtlSeconds ?? DEFAULT_UPLOAD_URL_TTL_SECONDS);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('spaceGrant', null);
  app.decorateRequest('guestGrant', null);
  installErrorHandlers(app);
  installSecurityHeaders(app, config);
  refuseNulInput(app);
  await app.register(cors, {
    origin: corsOrigins(config.corsOrigin),
    exposedHeaders: ['Authorization', 'ETag'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  // On PostgreSQL (possibly several replicas) the counters live in the database, so a limit holds across
  // replicas; PGlite is one process, which keeps them in memory.
  await app.register(rateLimit, {
    global: false,
    ...(handle.kind === 'postgres' ? { store: postgresRateLimitStore(handle.db) } : {}),
    // Retry-After says when; the message stays one text, so the app can word it in the reader's language.
    errorResponseBuilder: () => new HttpError(429, 'Too many requests, please try again later'),
  });
  await registerContract(app, config);

  const ctx = buildContext(app, {
    config,
    handle,
    jwtSecrets,
    storage,
    transport,
    suppliedMailer: deps.mailer !== undefined,
    cache: deps.cache,
    watermarker: deps.watermarker,
    clock: deps.clock,
    payments,
  });
  app.decorate('jobs', ctx.jobs);
  startBackgroundWork(app, ctx, handle);
  // Every write declares what it changed for visitors (`request.changes`); applied before the answer leaves.
  installChangeDeclarations(app, ctx.changes, deps.undeclaredWrites ?? defaultUndeclaredWrites());

  if (storage instanceof LocalDiskStorage) {
    // Local uploads are verified as they land: the photo is published (or refused) before the PUT answers.
    // Visitors see nothing of it until its images exist: the job that makes them declares that change.
    await app.register(async (stored) => {
      stored.addHook('onRequest', async (request) => void request.changes.nothingPublic());
      await stored.register(
        localStorageRoutes(storage, {
          onStored: async (key) => void (await completeUpload(ctx.db, storage, ctx.jobs, key)),
        }),
      );
    });
  }

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
      await api.register(spaceDownloadRoutes, { ctx });
      await api.register(guestLinkRoutes, { ctx });
      await api.register(reviewRoutes, { ctx });
      await api.register(liveRoutes, { ctx });
      await api.register(photoRoutes, { ctx });
      await api.register(photoBatchRoutes, { ctx });
      await api.register(uploadRoutes, { ctx });
      await api.register(uploadPartRoutes, { ctx });
      await api.register(uploadStatusRoutes, { ctx });
      await api.register(photoImageRoutes, { ctx });
      await api.register(siteImageFileRoutes, { ctx });
      await api.register(watermarkServiceRoutes, { ctx });
      await api.register(mpesaAccountRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      await api.register(salesRoutes, { ctx });
      await api.register(paymentCallbackRoutes, { ctx });
      await api.register(devPhoneRoutes, { ctx });
      if (!config.smtpUrl && !deps.mailer) await api.register(devMailboxRoutes, { ctx });
    },
    { prefix: config.apiBase },
  );
  if (!config.smtpUrl && !deps.mailer) await app.register(devMailboxPage, { ctx });
  await app.register(devPhonePage, { ctx });
  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) await serveWebApp(app, config);

  return app;
}

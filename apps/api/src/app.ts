import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
import { type ChangeTargets, localChangeRelay, postgresChangeRelay } from './cluster/change-relay.ts';
import { type Config, persistedSecret } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, type Db, openDatabase } from './db/index.ts';
import { ErrorBody, HttpError, installErrorHandlers } from './errors.ts';
import { GUEST_DIGEST, type GuestDigestJob, queueGuestDigest, sendGuestDigest } from './guests/digest.ts';
import { createWatermarker, imageDecodes, type Watermarker } from './images/index.ts';
import { limitSharpMemory } from './images/sharp-memory.ts';
import { recurringJob } from './jobs/recurring.ts';
import { createTableJobQueue } from './jobs/table-queue.ts';
import type { JobQueue } from './jobs/types.ts';
import { SpaceSignals } from './live/space-signals.ts';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.ts';
import { queuedMailer } from './mail/queued-mailer.ts';
import { DERIVE_PHOTO, type DerivePhotoJob, derivePhoto } from './media/derive-photo.ts';
import { mediaUrls } from './media/urls.ts';
import { limitConnections } from './net/connection-limits.ts';
import { idleTimeoutSparesWork } from './net/idle-timeout.ts';
import { networkLimits } from './net/network-limits.ts';
import { writesWithoutPublicEffect } from './private-writes.ts';
import { PublicCache } from './public-cache.ts';
import { postgresRateLimitStore, sweepRateLimits } from './rate-limit-store.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { CollectionSpaceSchema, collectionSpaceRoutes } from './routes/collection-spaces.ts';
import { CollectionSchema, collectionRoutes } from './routes/collections.ts';
import { devMailboxPage, devMailboxRoutes, outboxDir } from './routes/dev-mailbox.ts';
import { exitSurveyRoutes } from './routes/exit-surveys.ts';
import { FaqEntrySchema, faqRoutes } from './routes/faqs.ts';
import { guestLinkRoutes, guestTokenSecurityScheme } from './routes/guest-links.ts';
import { healthRoutes } from './routes/health.ts';
import { liveRoutes } from './routes/live.ts';
import { bannerRoutes, iconRoutes, mediaSchemas } from './routes/media.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { photoImageRoutes } from './routes/photo-images.ts';
import { photoRoutes } from './routes/photos.ts';
import { reviewRoutes } from './routes/review.ts';
import { siteImageFileRoutes } from './routes/site-image-files.ts';
import { PublicSpaceSchema, SiteSchema, siteRoutes } from './routes/sites.ts';
import { socialMediaRoutes } from './routes/social-media.ts';
import { spaceCredentialRoutes, spaceKeySecurityScheme } from './routes/space-credentials.ts';
import { spaceDownloadRoutes } from './routes/space-download.ts';
import { spaceRoutes } from './routes/spaces.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { uploadPartRoutes } from './routes/upload-parts.ts';
import { uploadStatusRoutes } from './routes/upload-status.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { watermarkServiceRoutes } from './routes/watermark.ts';
import { StatusBody, UserBody } from './schemas.ts';
import { resolveJwtSecrets, resolveStorageSecrets } from './secrets.ts';
import { installSecurityHeaders } from './security-headers.ts';
import {
  createStorage,
  LocalDiskStorage,
  localStorageRoutes,
  type ObjectStorage,
  type SigningKeys,
} from './storage/index.ts';
import { refuseNulInput } from './text-input.ts';
import { completeUpload, DEFAULT_UPLOAD_URL_TTL_SECONDS, sweepAbandonedUploads } from './uploads.ts';

/** The recurring cleanups' job names. */
export const SWEEP_UPLOADS = 'sweep-uploads';
export const SWEEP_RATE_LIMITS = 'sweep-rate-limits';

import { validatorCompiler } from './validation.ts';
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
}

/** How often ended rate-limit windows are deleted from the database (PostgreSQL). */
const RATE_LIMIT_SWEEP_MS = 60_000;

/** A session's absolute lifetime when the config names none: 30 days from sign-in. */
const DEFAULT_TOKEN_MAX_AGE_SECONDS = 2_592_000;

/**
 * The origins allowed to read answers cross-origin: none by default (the web app is served by the API, same
 * origin), else the listed ones; '*' is sent as is, never reflected, so no browser attaches credentials.
 */
export function corsOrigins(setting: string): string | string[] | false {
  const origins = setting
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0) return false;
  return origins.includes('*') ? '*' : origins;
}

/**
 * Timeouts that keep a slow or idle client from holding a socket forever: the whole request (headers and
 * body) within `requestTimeoutSeconds`, headers within 20 s, and no connection silent for longer than
 * `idleTimeoutSeconds`, between requests (keep-alive) too. Node checks them every few seconds rather than
 * its default 30. The idle timeout spares requests the server is working on (`idleTimeoutSparesWork`).
 */
function serverTimeouts(config: Config) {
  const requestTimeout = (config.requestTimeoutSeconds ?? 300) * 1000;
  const idleTimeout = (config.idleTimeoutSeconds ?? 30) * 1000;
  return {
    requestTimeout,
    connectionTimeout: idleTimeout,
    keepAliveTimeout: idleTimeout,
    http: {
      headersTimeout: Math.min(20_000, requestTimeout),
      connectionsCheckingInterval: Math.max(100, Math.min(2_000, requestTimeout / 4)),
    },
  };
}

/**
 * The configured object storage: S3 when configured, else local disk under `<dataDir>/storage`, its URLs
 * signed with `signingSecret` (resolved by the caller), else the configured one, else the data dir's.
 */
export function storageFor(config: Config, signingSecret?: SigningKeys): ObjectStorage {
  const settings = config.storage ?? {};
  return createStorage({
    dataDir: join(config.dataDir, 'storage'),
    signingSecret:
      signingSecret ?? settings.signingSecret ?? persistedSecret(config.dataDir, 'storage-secret'),
    publicBaseUrl: settings.publicUrl ?? config.publicUrl,
    routePrefix: `${config.apiBase}/storage`,
    ...(settings.s3 ? { s3: settings.s3 } : {}),
  });
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
  try {
    jwtSecrets = await resolveJwtSecrets(config, handle);
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
  app.addHook('onClose', async () => {
    transport.close();
    await handle.close();
  });

  app.decorate('db', handle.db);
  app.decorate('storage', storage);
  app.decorate('apiBase', config.apiBase);
  app.decorate('uploadUrlTtlSeconds', config.uploadUrlTtlSeconds ?? DEFAULT_UPLOAD_URL_TTL_SECONDS);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('spaceGrant', null);
  app.decorateRequest('guestGrant', null);
  installErrorHandlers(app);
  installSecurityHeaders(app, config);
  refuseNulInput(app);
  for (const schema of sharedSchemas.slice(1)) app.addSchema(schema);
  app.setValidatorCompiler(validatorCompiler(sharedSchemas));

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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          spaceKey: spaceKeySecurityScheme,
          guestToken: guestTokenSecurityScheme,
        },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) || `def-${i}` },
    transform: ({ schema, url }) => ({
      schema,
      url: url.startsWith(config.apiBase) ? url.slice(config.apiBase.length) || '/' : url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: `${config.apiBase}/docs` });

  const db = handle.db;
  const signer = new TokenSigner(
    jwtSecrets,
    {
      ttlSeconds: config.tokenTtlSeconds,
      maxAgeSeconds: config.tokenMaxAgeSeconds ?? DEFAULT_TOKEN_MAX_AGE_SECONDS,
    },
    deps.clock,
  );
  const cache = deps.cache ?? new PublicCache({ ttlMs: (config.publicCacheSeconds ?? 10) * 1000 });
  const live = new SpaceSignals();
  const changeTargets: ChangeTargets = {
    invalidatePublic: () => cache.invalidate(),
    notifySpace: (spaceId) => live.notify(spaceId),
    notifyAllSpaces: () => live.notifyAll(),
  };
  // Replicas on one PostgreSQL tell each other what changed; a single process applies it and is done.
  const changes =
    config.database.kind === 'postgres'
      ? postgresChangeRelay({
          db,
          connectionString: config.database.url,
          targets: changeTargets,
          log: app.log,
        })
      : localChangeRelay(changeTargets);
  app.addHook('onReady', () => changes.start());
  app.addHook('preClose', () => changes.stop());
  const jobs = createTableJobQueue(db, { log: app.log, exclusive: handle.kind === 'pglite' });
  // SMTP mail goes through a job, tried again while the mail server is down; the dev outbox is written at once.
  const mailer = config.smtpUrl && !deps.mailer ? queuedMailer(jobs, transport, jwtSecrets) : transport;
  const ctx: AppContext = {
    config,
    jwtSecrets,
    db,
    signer,
    mailer,
    verifyGoogleToken: googleVerifier(config.googleClientId, config.googleJwks),
    auth: authenticators(db, signer, config.tokenRefreshSeconds),
    cache,
    storage,
    watermarker: deps.watermarker ?? createWatermarker(),
    jobs,
    media: mediaUrls(config.apiBase, jwtSecrets, { publicBase: config.cdnUrl ?? config.apiBase }),
    live,
    changes,
  };
  app.decorate('jobs', ctx.jobs);
  // Every image decode of this process (upload checks, derived images) shares these bounds.
  imageDecodes.configure({ total: config.imageDecodes, queue: config.imageDecodeQueue });
  // Two photos at a time: each holds a decoded preview (~8 MB) while its images are encoded.
  ctx.jobs.work<DerivePhotoJob>(
    DERIVE_PHOTO,
    (job) =>
      derivePhoto(
        {
          db,
          storage,
          log: app.log,
          onShown: (spaceId) => ctx.changes.spaceChanged(spaceId),
          onGuestPhoto: (spaceId) => queueGuestDigest(ctx.jobs, spaceId, config.guestDigestSeconds ?? 900),
        },
        job.data.photoId,
      ),
    { concurrency: 2 },
  );
  ctx.jobs.work<GuestDigestJob>(GUEST_DIGEST, (job) =>
    sendGuestDigest({ db, mailer, publicUrl: config.publicUrl, log: app.log }, job.data.spaceId),
  );
  // A replica with RUN_JOBS=false only queues: `lense-api worker` processes take the jobs.
  if (config.runJobs !== false) app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('preClose', async () => ctx.jobs.stop());

  // A successful write may change a public response (a site's spaces, a photo's comment…): forget the
  // cached ones before the writer hears back, so its next read is fresh. Writes that cannot change one
  // (sign-ins, uploads still being processed…) keep them.
  // A callback hook, not an async one: it runs on every answer, and reads (the hot, cached ones) pass straight
  // through without a promise.
  const keepsPublicCache = writesWithoutPublicEffect(config.apiBase);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      !keepsPublicCache.has(`${request.method} ${request.routeOptions.url}`)
    )
      ctx.changes.publicChanged();
    done(null, payload);
  });

  if (storage instanceof LocalDiskStorage) {
    // Local uploads are verified as they land: the photo is published (or refused) before the PUT answers.
    await app.register(
      localStorageRoutes(storage, {
        onStored: async (key) => void (await completeUpload(db, storage, ctx.jobs, key)),
      }),
    );
  }
  // Cleanups run once per period across every replica (a singleton job on database time), not on each.
  const sweepSeconds = config.uploadSweepSeconds ?? 0;
  if (sweepSeconds > 0) {
    const uploads = recurringJob(ctx.jobs, SWEEP_UPLOADS, sweepSeconds, () => sweepAbandonedUploads(app));
    app.addHook('onReady', uploads.first);
  }
  if (handle.kind === 'postgres') {
    const limits = recurringJob(ctx.jobs, SWEEP_RATE_LIMITS, RATE_LIMIT_SWEEP_MS / 1000, () =>
      sweepRateLimits(handle.db),
    );
    app.addHook('onReady', limits.first);
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
      await api.register(uploadRoutes, { ctx });
      await api.register(uploadPartRoutes, { ctx });
      await api.register(uploadStatusRoutes, { ctx });
      await api.register(photoImageRoutes, { ctx });
      await api.register(siteImageFileRoutes, { ctx });
      await api.register(watermarkServiceRoutes, { ctx });
      if (!config.smtpUrl && !deps.mailer) await api.register(devMailboxRoutes, { ctx });
    },
    { prefix: config.apiBase },
  );
  if (!config.smtpUrl && !deps.mailer) await app.register(devMailboxPage, { ctx });
  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) await serveWebApp(app, config);

  return app;
}

import type { FastifyInstance } from 'fastify';
import { googleVerifier } from '../auth/google.ts';
import { TokenSigner } from '../auth/jwt.ts';
import { authenticators } from '../auth/session.ts';
import { localChangeRelay, postgresChangeRelay } from '../changes/change-relay.ts';
import type { ChangeTargets } from '../changes/effects.ts';
import { PublicCache } from '../changes/public-cache.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { createWatermarker, type Watermarker } from '../images/index.ts';
import { createTableJobQueue } from '../jobs/table-queue.ts';
import { SpaceSignals } from '../live/space-signals.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queuedMailer } from '../mail/queued-mailer.ts';
import { mediaUrls } from '../media/urls.ts';
import type { Payments } from '../payments/payments.ts';
import type { ObjectStorage } from '../storage/index.ts';

/** A session's absolute lifetime when the config names none: 30 days from sign-in. */
const DEFAULT_TOKEN_MAX_AGE_SECONDS = 2_592_000;

/** What the context is made of: the opened database, the resolved secrets and storage, the mail transport. */
export interface ContextParts {
  config: Config;
  handle: Db;
  jwtSecrets: readonly string[];
  storage: ObjectStorage;
  /** How mail leaves (SMTP or the dev outbox); SMTP mail is queued as a job in front of it. */
  transport: Mailer;
  /** The transport was supplied by the caller, so it is used as is, not queued. */
  suppliedMailer: boolean;
  cache?: PublicCache | undefined;
  watermarker?: Watermarker | undefined;
  clock?: (() => number) | undefined;
  payments: Payments;
}

/**
 * The context every route receives: sessions, mail, the public cache and the live walls, the change relay
 * that keeps them (and other replicas) current, the job queue and the image addresses. The relay starts and
 * stops with the app.
 */
export function buildContext(app: FastifyInstance, parts: ContextParts): AppContext {
  const { config, handle, jwtSecrets, storage, transport } = parts;
  const db = handle.db;
  const signer = new TokenSigner(
    jwtSecrets,
    {
      ttlSeconds: config.tokenTtlSeconds,
      maxAgeSeconds: config.tokenMaxAgeSeconds ?? DEFAULT_TOKEN_MAX_AGE_SECONDS,
    },
    parts.clock,
  );
  const cache = parts.cache ?? new PublicCache({ ttlMs: (config.publicCacheSeconds ?? 10) * 1000 });
  const live = new SpaceSignals();
  const changeTargets: ChangeTargets = {
    forgetPublic: (tags) => cache.forget(tags),
    forgetAllPublic: () => cache.invalidate(),
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
  const mailer =
    config.smtpUrl && !parts.suppliedMailer ? queuedMailer(jobs, transport, jwtSecrets) : transport;
  return {
    config,
    jwtSecrets,
    db,
    signer,
    mailer,
    verifyGoogleToken: googleVerifier(config.googleClientId, config.googleJwks),
    auth: authenticators(db, signer, config.tokenRefreshSeconds),
    cache,
    storage,
    watermarker: parts.watermarker ?? createWatermarker(),
    jobs,
    media: mediaUrls(config.apiBase, jwtSecrets, { publicBase: config.cdnUrl ?? config.apiBase }),
    live,
    changes,
    payments: parts.payments,
  };
}

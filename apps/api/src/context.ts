import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { GoogleIdentity } from './auth/google.ts';
import type { TokenSigner } from './auth/jwt.ts';
import type { ChangeRelay } from './changes/change-relay.ts';
import type { PublicCache } from './changes/public-cache.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Watermarker } from './images/index.ts';
import type { JobQueue } from './jobs/types.ts';
import type { SpaceSignals } from './live/space-signals.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaUrls } from './media/urls.ts';
import type { Payments } from './payments/payments.ts';
import type { ObjectStorage } from './storage/index.ts';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What every route plugin receives. */
export interface AppContext {
  config: Config;
  /**
   * The session secrets, resolved (environment, data dir or database): the first signs tokens and derived
   * addresses (image and download links), every one verifies. Never logged.
   */
  jwtSecrets: readonly string[];
  db: Db['db'];
  signer: TokenSigner;
  mailer: Mailer;
  verifyGoogleToken: (token: string) => Promise<GoogleIdentity>;
  auth: { required: PreHandler; optional: PreHandler };
  /** Cached anonymous responses (photo feed, public spaces), tagged with what they show; forgotten through `changes`. */
  cache: PublicCache;
  /** Object storage of photos, banners, icons and watermarks. */
  storage: ObjectStorage;
  /** Renders watermarked photos for the watermark service (bounded concurrency, cached). */
  watermarker: Watermarker;
  /** Durable background work (derived images). */
  jobs: JobQueue;
  /** Addresses of photos' derived images (public for visitors, signed for owners). */
  media: MediaUrls;
  /** Live views of spaces (slideshows) to subscribe to; changes are told through `changes`. */
  live: SpaceSignals;
  /**
   * What visitors see changed: applied here (the answers showing it forgotten, the space's live walls told)
   * and relayed to every other replica. Requests declare through `request.changes` (applied when the answer
   * is sent); work outside a request (jobs) publishes `changesOf(...)`. Never `cache`/`live` directly.
   */
  changes: ChangeRelay;
  /** M-Pesa: the Daraja client (or the built-in simulator), the keys of organisers' sealed secrets. */
  payments: Payments;
}

/** A route plugin: registered under the API base path with the shared context. */
export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }, RawServerDefault, TypeBoxTypeProvider>;

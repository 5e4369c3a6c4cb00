import type { SessionStore } from '../session/store';
import { createTransport, type Transport, type TransportOptions } from '../transport/transport';
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { type Call, createCall } from './call';
import { collectionsEndpoints } from './collections';
import { faqsEndpoints } from './faqs';
import { guestsEndpoints } from './guests';
import { metaEndpoints } from './meta';
import { mpesaAccountEndpoints } from './mpesaAccount';
import { newsletterEndpoints } from './newsletter';
import { ordersEndpoints } from './orders';
import { photosEndpoints } from './photos';
import { plansEndpoints } from './plans';
import { siteImagesEndpoints } from './siteImages';
import { sitesEndpoints } from './sites';
import { socialMediaEndpoints } from './socialMedia';
import { spacesEndpoints } from './spaces';

/** Options of {@link createLenseClient}. */
export interface LenseClientOptions extends Omit<TransportOptions, 'session'> {
  /** The session whose token is sent, refreshed and cleared, and where sign-in stores the user. */
  session: SessionStore;
}

/** The typed Lense API: one group of endpoint functions per resource. */
export interface LenseClient {
  /** The session the client reads and updates. */
  readonly session: SessionStore;
  /** The transport every call goes through. */
  readonly transport: Transport;
  /** A typed call of any operation of the document, for calls without an endpoint function yet. */
  readonly call: Call;
  /** Sign up, sign in, sign out. */
  readonly auth: ReturnType<typeof authEndpoints>;
  /** Confirmation, password reset, deletion, exit survey, current user. */
  readonly account: ReturnType<typeof accountEndpoints>;
  /** E-mail lists and subscribing to the newsletter. */
  readonly newsletter: ReturnType<typeof newsletterEndpoints>;
  /** Plans and subscriptions. */
  readonly plans: ReturnType<typeof plansEndpoints>;
  /** Social media sites and accounts. */
  readonly socialMedia: ReturnType<typeof socialMediaEndpoints>;
  /** Sites, name availability and published sites. */
  readonly sites: ReturnType<typeof sitesEndpoints>;
  /** Collections and the spaces in them. */
  readonly collections: ReturnType<typeof collectionsEndpoints>;
  /** Banners, icons and the ones chosen for each site. */
  readonly siteImages: ReturnType<typeof siteImagesEndpoints>;
  /** The FAQ. */
  readonly faqs: ReturnType<typeof faqsEndpoints>;
  /** Spaces and their upload credentials. */
  readonly spaces: ReturnType<typeof spacesEndpoints>;
  /** The photo feed, photo changes, presigned URLs and upload completion. */
  readonly photos: ReturnType<typeof photosEndpoints>;
  /** Guest upload links and the review queue of guests' photos. */
  readonly guests: ReturnType<typeof guestsEndpoints>;
  /** Orders paid with M-Pesa (by their link) and a space's sales. */
  readonly orders: ReturnType<typeof ordersEndpoints>;
  /** The signed-in organiser's M-Pesa till or paybill. */
  readonly mpesaAccount: ReturnType<typeof mpesaAccountEndpoints>;
  /** Health, the development mailbox and the M-Pesa simulator's phone. */
  readonly meta: ReturnType<typeof metaEndpoints>;
}

/**
 * Creates the typed client of the Lense API. Every endpoint function goes through one transport
 * ({@link createTransport}): Bearer token, token refresh, 60 s time-out, session-ending 401s and
 * {@link ApiError}s with the server's `error` string.
 *
 * ```ts
 * const client = createLenseClient({ baseUrl: '/api', session: createSessionStore() });
 * const { email_lists } = await client.newsletter.emailLists();
 * ```
 */
export function createLenseClient(options: LenseClientOptions): LenseClient {
  const transport = createTransport(options);
  const call = createCall(transport);
  const context = { call, session: options.session };
  return {
    session: options.session,
    transport,
    call,
    auth: authEndpoints(context),
    account: accountEndpoints(context),
    newsletter: newsletterEndpoints(context),
    plans: plansEndpoints(context),
    socialMedia: socialMediaEndpoints(context),
    sites: sitesEndpoints(context),
    collections: collectionsEndpoints(context),
    siteImages: siteImagesEndpoints(context),
    faqs: faqsEndpoints(context),
    spaces: spacesEndpoints(context),
    photos: photosEndpoints(context),
    guests: guestsEndpoints(context),
    orders: ordersEndpoints(context),
    mpesaAccount: mpesaAccountEndpoints(context),
    meta: metaEndpoints(context),
  };
}

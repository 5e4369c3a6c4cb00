import type { ColumnType, Generated, Insertable, RawBuilder, Selectable } from 'kysely';
import type { Locale } from '../rules/locale.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Postgres `date` as 'YYYY-MM-DD'. */
type DateOnly = string;
/** Postgres `numeric` as a decimal string. */
type Numeric = ColumnType<string, string | number, string | number>;
/** Postgres `bigint`: a string from node-postgres, a number or bigint from PGlite; read it with Number(). */
type Int8 = ColumnType<string | number | bigint, string | number | undefined, string | number>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  accepted_terms_of_service: boolean;
  profile_picture_url: string | null;
  google_sub: string | null;
  confirmed_at: Timestamp | null;
  /** Tokens issued before this instant are revoked (password change, account events). */
  tokens_valid_after: Timestamp | null;
  /** Session tokens carry it; a password reset moves it on, revoking every earlier token exactly. */
  session_epoch: ColumnType<number, number | undefined, number | RawBuilder<number>>;
  /** The account's language: its mail speaks it. */
  locale: Generated<Locale>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RevokedTokensTable {
  jti: string;
  user_id: string | null;
  expires_at: Timestamp;
  revoked_at: CreatedAt;
}

export type OneTimeTokenPurpose = 'confirmation' | 'reset_password' | 'deletion';

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface WatermarksTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  path: string | null;
  original_file_extension: string | null;
  top: Numeric;
  left: Numeric;
  height: Numeric;
  width: Numeric;
  created_at: CreatedAt;
}

export interface CollectionsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
}

export interface SpacesTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: string | null;
  location: string | null;
  location_url: string | null;
  formatted_address: string | null;
  lat: number | null;
  lng: number | null;
  start_date: DateOnly;
  end_date: DateOnly;
  slug: string | null;
  is_public: Generated<boolean>;
  full_album: Generated<boolean>;
  default_hide_items: Generated<boolean>;
  use_watermark: Generated<boolean>;
  watermark_id: string | null;
  collection_id: string | null;
  /** Visitors may download the space's photos (the previews they see) as one zip. */
  allow_downloads: Generated<boolean>;
  /** The event's language, spoken by its guest page, poster, slideshow and site; null: each visitor's own. */
  language: Locale | null;
  /** The photo the organiser chose as the space's cover; null: its first visible photo. */
  cover_photo_id: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Guests' photos created up to this moment were in a digest mail to the owner. */
  guest_digest_until: Timestamp | null;
}

/** pending: waiting for its bytes; processing: verified, waiting for its derived images. */
export type PhotoState = 'visible' | 'hidden' | 'pending' | 'processing';

export interface PhotosTable {
  id: Generated<string>;
  space_id: string;
  user_id: string | null;
  url: string;
  path: string;
  state: Generated<PhotoState>;
  comment: string | null;
  price: Numeric | null;
  original_file_extension: string | null;
  /** The uploaded file's own name, made safe as a file name (no folders); null for photos from before it was kept. */
  original_name: Generated<string | null>;
  created_at: CreatedAt;
  /** Upright size in pixels (EXIF orientation applied); null until derived. */
  width: number | null;
  height: number | null;
  /** Thumbhash of the photo, base64; null until derived. */
  placeholder: string | null;
  /** Storage keys of the derived images (WebP, metadata stripped); marked ones carry the space's watermark. */
  thumb_key: string | null;
  medium_key: string | null;
  preview_key: string | null;
  marked_thumb_key: string | null;
  marked_medium_key: string | null;
  marked_preview_key: string | null;
  /** Why the last derivation failed, when it did. */
  derive_error: string | null;
  /** The guest who uploaded it through a guest link, and the name they gave. */
  guest_id: string | null;
  uploader_name: string | null;
  /** A guest's photo waiting for the owner to approve or reject it (hidden meanwhile). */
  awaiting_review: Generated<boolean>;
  /** The storage's multipart upload id while the photo's bytes are sent in parts (resumable uploads). */
  multipart_upload_id: string | null;
  /**
   * The size a guest declared for it when presigning, then the stored size it was charged at completion: its
   * stored bytes may not exceed it, and a photo refused afterwards gives it back.
   */
  declared_bytes: ColumnType<
    string | number | bigint | null,
    string | number | null | undefined,
    string | number | null
  >;
  /** When visitors last began to see it (shown once its images exist, approved, or unhidden). */
  shown_at: Generated<Date>;
}

export interface BannersTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  path: string | null;
  description: string | null;
  public: Generated<boolean>;
  created_at: CreatedAt;
}

export type IconsTable = BannersTable;

export interface SitesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  title: string | null;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  social_media_username_twitter: string | null;
  social_media_username_linkedin: string | null;
  social_media_username_instagram: string | null;
  social_media_username_facebook: string | null;
  collection_id: string | null;
  banner_id: string | null;
  icon_id: string | null;
  /** The published site's language; null: each visitor's own. */
  language: Locale | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CollectionSpacesTable {
  id: Generated<string>;
  space_id: string;
  collection_id: string;
  created_at: CreatedAt;
}

export interface SiteBannersTable {
  id: Generated<string>;
  site_id: string;
  banner_id: string;
  created_at: CreatedAt;
}

export interface SiteIconsTable {
  id: Generated<string>;
  site_id: string;
  icon_id: string;
  created_at: CreatedAt;
}

export interface SubscriptionTypesTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'canceled' | 'expired';

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  subscription_type_id: string;
  status: SubscriptionStatus;
  trial_ends_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface EmailListsTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
}

export interface EmailListSubscriptionsTable {
  id: Generated<string>;
  email_list_id: string;
  email: string;
  created_at: CreatedAt;
}

export type ExitSurveyReason =
  | 'too expensive'
  | 'missing features'
  | 'poor service'
  | 'privacy concerns'
  | 'other';

export interface ExitSurveysTable {
  id: Generated<string>;
  user_id: string | null;
  reason: ExitSurveyReason;
  feedback: string;
  created_at: CreatedAt;
}

export interface FaqEntriesTable {
  id: Generated<string>;
  header: string;
  text: string;
  show_on_lading_page: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
}

/** An FAQ entry's texts in a language other than English (the entry's own row holds the English). */
export interface FaqEntryTranslationsTable {
  faq_entry_id: string;
  locale: 'sw';
  header: string;
  text: string;
}

export interface SocialMediaSitesTable {
  id: Generated<string>;
  name: string;
  url: string;
  created_at: CreatedAt;
}

export interface SocialMediaAccountsTable {
  id: Generated<string>;
  user_id: string;
  social_media_site_id: string;
  username: string;
  space_id: string | null;
  site_id: string | null;
  created_at: CreatedAt;
}

export interface SpaceApiCredentialsTable {
  id: Generated<string>;
  space_id: string;
  key_id: string;
  secret_hash: string;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A space's link for guests to upload without an account. */
export interface GuestLinksTable {
  id: Generated<string>;
  space_id: string;
  /** The secret of the link's address (`/g/{token}`). */
  token: string;
  password_hash: string | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  max_uploads: Generated<number>;
  max_uploads_per_guest: Generated<number>;
  max_bytes_per_guest: Int8;
  uploads: Generated<number>;
  created_at: CreatedAt;
}

/** A guest who opened a guest link: their name and the hash of their upload token, and what they sent. */
export interface GuestsTable {
  id: Generated<string>;
  link_id: string;
  name: string | null;
  secret_hash: string;
  uploads: Generated<number>;
  bytes: Int8;
  /** Start and count of the current minute's uploads (the rate limit). */
  window_start: Generated<Timestamp>;
  window_uploads: Generated<number>;
  created_at: CreatedAt;
}

/** The whole database as Kysely sees it. */
/** Object keys whose rows are gone, waiting for their bytes to be deleted from storage. */
export interface StorageDeletionsTable {
  key: string;
  queued_at: Generated<Date>;
  attempts: Generated<number>;
}

/** An upload the derive job refused, kept a day for its uploader to learn why (the photo is gone). */
export interface RefusedUploadsTable {
  photo_id: string;
  space_id: string;
  guest_id: string | null;
  /** The message the uploader sees, as completion would have answered it. */
  reason: string;
  created_at: Generated<Date>;
}

/** A secret generated once into the database, the same for every replica (see `secrets.ts`). */
export interface SecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A rate-limit counter on PostgreSQL: one row per route and client (see `rate-limit-store.ts`). */
export interface RateLimitsTable {
  key: string;
  count: number;
  expires_at: Timestamp;
}

/** A job of the durable queue (see `jobs/table-queue.ts`). */
export interface JobsTable {
  id: Generated<string>;
  name: string;
  data: unknown;
  singleton_key: string | null;
  state: Generated<'queued' | 'active' | 'failed'>;
  attempts: Generated<number>;
  retry_limit: Generated<number>;
  run_at: Generated<Date>;
  locked_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
}

/** An organiser's Lipa na M-Pesa till or paybill; passkey, consumer key and secret sealed (AES-256-GCM). */
export interface MpesaAccountsTable {
  user_id: string;
  shortcode: string;
  type: 'paybill' | 'till';
  /** A till's number when it differs from its store number (the shortcode). */
  party_b: string | null;
  sealed_passkey: string;
  sealed_consumer_key: string;
  sealed_consumer_secret: string;
  connected_at: Generated<Date>;
}

export type OrderStatus =
  | 'pending'
  | 'paid'
  | 'cancelled'
  | 'insufficient_funds'
  | 'timed_out'
  | 'failed'
  | 'expired'
  | 'refunded';

/** A visitor's order of a space's photos, paid to the space's owner. */
export interface OrdersTable {
  id: Generated<string>;
  space_id: string | null;
  seller_id: string;
  /** The buyer's link to the order. */
  token: string;
  /** The secret path segment of this order's M-Pesa callbacks. */
  callback_token: string;
  phone: string;
  email: string | null;
  total: Numeric;
  /** Whole shillings asked of M-Pesa. */
  amount: number;
  /** The till or paybill the order is paid to (its seller's when it was ordered or last retried). */
  shortcode: string;
  status: Generated<OrderStatus>;
  status_detail: string | null;
  receipt_number: string | null;
  paid_at: Date | null;
  refunded_at: Date | null;
  /** The language the order was placed in: its receipt speaks it. */
  locale: Generated<Locale>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A photo of an order at the price it had when ordered. */
export interface OrderItemsTable {
  order_id: string;
  photo_id: string;
  price: Numeric;
  /** The line's place in the buyer's cart, from 0. */
  position: Generated<number>;
}

/** An STK Push sent for an order, and M-Pesa's answer once it came. */
export interface PaymentAttemptsTable {
  checkout_request_id: string;
  order_id: string;
  merchant_request_id: string;
  shortcode: string;
  amount: number;
  result_code: number | null;
  result_desc: string | null;
  receipt_number: string | null;
  sent_at: Generated<Date>;
  settled_at: Date | null;
}

export interface Database {
  jobs: JobsTable;
  storage_deletions: StorageDeletionsTable;
  refused_uploads: RefusedUploadsTable;
  secrets: SecretsTable;
  rate_limits: RateLimitsTable;
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  one_time_tokens: OneTimeTokensTable;
  watermarks: WatermarksTable;
  collections: CollectionsTable;
  spaces: SpacesTable;
  photos: PhotosTable;
  banners: BannersTable;
  icons: IconsTable;
  sites: SitesTable;
  collection_spaces: CollectionSpacesTable;
  site_banners: SiteBannersTable;
  site_icons: SiteIconsTable;
  subscription_types: SubscriptionTypesTable;
  subscriptions: SubscriptionsTable;
  email_lists: EmailListsTable;
  email_list_subscriptions: EmailListSubscriptionsTable;
  exit_surveys: ExitSurveysTable;
  faq_entries: FaqEntriesTable;
  faq_entry_translations: FaqEntryTranslationsTable;
  social_media_sites: SocialMediaSitesTable;
  social_media_accounts: SocialMediaAccountsTable;
  space_api_credentials: SpaceApiCredentialsTable;
  guest_links: GuestLinksTable;
  guests: GuestsTable;
  mpesa_accounts: MpesaAccountsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payment_attempts: PaymentAttemptsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

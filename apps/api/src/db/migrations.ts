import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { faqKiswahili } from './faq-kiswahili-migration.ts';

const uuidPk = 'id uuid PRIMARY KEY DEFAULT gen_random_uuid()';
const createdAt = 'created_at timestamptz NOT NULL DEFAULT now()';

/** The initial schema: every entity of the product, with its constraints. */
const initial: Migration = {
  async up(db) {
    const statements = [
      `CREATE TABLE users (
        ${uuidPk},
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        accepted_terms_of_service boolean NOT NULL DEFAULT false,
        profile_picture_url text,
        google_sub text UNIQUE,
        confirmed_at timestamptz,
        tokens_valid_after timestamptz,
        ${createdAt},
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email)
      )`,
      `CREATE TABLE revoked_tokens (
        jti text PRIMARY KEY,
        user_id uuid,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at)',
      `CREATE TABLE one_time_tokens (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirmation', 'reset_password', 'deletion')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        ${createdAt}
      )`,
      'CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose)',
      `CREATE TABLE watermarks (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        path text,
        original_file_extension text,
        "top" numeric NOT NULL DEFAULT 0,
        "left" numeric NOT NULL DEFAULT 0,
        height numeric NOT NULL DEFAULT 0 CHECK (height >= 0),
        width numeric NOT NULL DEFAULT 0 CHECK (width >= 0),
        ${createdAt}
      )`,
      `CREATE TABLE collections (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text,
        ${createdAt},
        CONSTRAINT collections_user_name_key UNIQUE (user_id, name)
      )`,
      `CREATE TABLE spaces (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text,
        location text,
        location_url text,
        formatted_address text,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        lng double precision CHECK (lng BETWEEN -180 AND 180),
        start_date date NOT NULL DEFAULT CURRENT_DATE,
        end_date date NOT NULL DEFAULT (CURRENT_DATE + 7),
        slug text,
        is_public boolean NOT NULL DEFAULT true,
        full_album boolean NOT NULL DEFAULT false,
        default_hide_items boolean NOT NULL DEFAULT false,
        use_watermark boolean NOT NULL DEFAULT false,
        watermark_id uuid REFERENCES watermarks(id) ON DELETE SET NULL,
        collection_id uuid REFERENCES collections(id) ON DELETE SET NULL,
        ${createdAt},
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT spaces_dates_check CHECK (end_date >= start_date)
      )`,
      'CREATE INDEX spaces_user_idx ON spaces (user_id)',
      'CREATE INDEX spaces_public_idx ON spaces (is_public, start_date)',
      `CREATE TABLE photos (
        ${uuidPk},
        space_id uuid NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        url text NOT NULL UNIQUE,
        path text NOT NULL UNIQUE,
        state text NOT NULL DEFAULT 'visible' CHECK (state IN ('visible', 'hidden', 'pending')),
        comment text,
        price numeric(12, 2) CHECK (price >= 0),
        original_file_extension text,
        ${createdAt}
      )`,
      'CREATE INDEX photos_space_idx ON photos (space_id, created_at)',
      `CREATE TABLE banners (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        path text,
        description text,
        public boolean NOT NULL DEFAULT false,
        ${createdAt}
      )`,
      `CREATE TABLE icons (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        path text,
        description text,
        public boolean NOT NULL DEFAULT false,
        ${createdAt}
      )`,
      `CREATE TABLE sites (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        title text,
        description text,
        contact_email text,
        contact_phone text,
        social_media_username_twitter text,
        social_media_username_linkedin text,
        social_media_username_instagram text,
        social_media_username_facebook text,
        collection_id uuid REFERENCES collections(id) ON DELETE SET NULL,
        banner_id uuid REFERENCES banners(id) ON DELETE SET NULL,
        icon_id uuid REFERENCES icons(id) ON DELETE SET NULL,
        ${createdAt},
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sites_name_key UNIQUE (name)
      )`,
      `CREATE TABLE collection_spaces (
        ${uuidPk},
        space_id uuid NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        collection_id uuid NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
        ${createdAt},
        CONSTRAINT collection_spaces_pair_key UNIQUE (space_id, collection_id)
      )`,
      `CREATE TABLE site_banners (
        ${uuidPk},
        site_id uuid NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        banner_id uuid NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
        ${createdAt},
        CONSTRAINT site_banners_pair_key UNIQUE (site_id, banner_id)
      )`,
      `CREATE TABLE site_icons (
        ${uuidPk},
        site_id uuid NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        icon_id uuid NOT NULL REFERENCES icons(id) ON DELETE CASCADE,
        ${createdAt},
        CONSTRAINT site_icons_pair_key UNIQUE (site_id, icon_id)
      )`,
      `CREATE TABLE subscription_types (
        ${uuidPk},
        name text NOT NULL UNIQUE,
        ${createdAt}
      )`,
      `CREATE TABLE subscriptions (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subscription_type_id uuid NOT NULL REFERENCES subscription_types(id),
        status text NOT NULL CHECK (status IN ('trialing', 'active', 'canceled', 'expired')),
        trial_ends_at timestamptz,
        ${createdAt},
        CONSTRAINT subscriptions_user_type_key UNIQUE (user_id, subscription_type_id)
      )`,
      `CREATE TABLE email_lists (
        ${uuidPk},
        name text NOT NULL UNIQUE,
        ${createdAt}
      )`,
      `CREATE TABLE email_list_subscriptions (
        ${uuidPk},
        email_list_id uuid NOT NULL REFERENCES email_lists(id) ON DELETE CASCADE,
        email text NOT NULL CHECK (length(email) <= 254),
        ${createdAt},
        CONSTRAINT email_list_subscriptions_pair_key UNIQUE (email_list_id, email)
      )`,
      `CREATE TABLE exit_surveys (
        ${uuidPk},
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        reason text NOT NULL
          CHECK (reason IN ('too expensive', 'missing features', 'poor service', 'privacy concerns', 'other')),
        feedback text NOT NULL,
        ${createdAt}
      )`,
      `CREATE TABLE faq_entries (
        ${uuidPk},
        header text NOT NULL,
        text text NOT NULL,
        show_on_lading_page boolean NOT NULL DEFAULT false,
        position integer NOT NULL DEFAULT 0,
        ${createdAt}
      )`,
      `CREATE TABLE social_media_sites (
        ${uuidPk},
        name text NOT NULL UNIQUE,
        url text NOT NULL,
        ${createdAt}
      )`,
      `CREATE TABLE social_media_accounts (
        ${uuidPk},
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        social_media_site_id uuid NOT NULL REFERENCES social_media_sites(id) ON DELETE CASCADE,
        username text NOT NULL,
        space_id uuid REFERENCES spaces(id) ON DELETE CASCADE,
        site_id uuid REFERENCES sites(id) ON DELETE CASCADE,
        ${createdAt}
      )`,
      `CREATE TABLE space_api_credentials (
        ${uuidPk},
        space_id uuid NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        key_id text NOT NULL UNIQUE,
        secret_hash text NOT NULL,
        revoked_at timestamptz,
        ${createdAt}
      )`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db) {
    const tables = [
      'space_api_credentials',
      'social_media_accounts',
      'social_media_sites',
      'faq_entries',
      'exit_surveys',
      'email_list_subscriptions',
      'email_lists',
      'subscriptions',
      'subscription_types',
      'site_icons',
      'site_banners',
      'collection_spaces',
      'sites',
      'icons',
      'banners',
      'photos',
      'spaces',
      'collections',
      'watermarks',
      'one_time_tokens',
      'revoked_tokens',
      'users',
    ];
    for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  },
};

/** Entries of the FAQ shipped with the product; the landing page shows the flagged ones. */
export const FAQ_ENTRIES: { header: string; text: string; show_on_lading_page: boolean }[] = [
  {
    header: 'What is Lense?',
    text: "Lense gathers the photos from your event, yours and your guests', into albums called spaces. Group spaces into collections and publish a collection as your own site.",
    show_on_lading_page: true,
  },
  {
    header: 'How do my guests share their photos?',
    text: 'Share the link or the QR code of a space. Guests open it on their phone and upload their photos and videos; you choose which items are shown.',
    show_on_lading_page: true,
  },
  {
    header: 'Is there a free trial?',
    text: 'Yes. Every plan starts with a free trial of 30 days, and you can cancel at any time during the trial.',
    show_on_lading_page: true,
  },
  {
    header: 'Can I publish an album on my own website?',
    text: 'Yes. Create a site from one of your collections: it is published at your-site-name on our domain, with your banner, icon and contact details.',
    show_on_lading_page: true,
  },
  {
    header: 'Can I sell my photos?',
    text: 'Yes. Photos can be free or premium: set a price in Ksh on any photo, and add a watermark so previews stay protected.',
    show_on_lading_page: false,
  },
  {
    header: 'How are payments processed?',
    text: 'Payments are processed via PCI DSS-compliant payment gateways. We never store your card details.',
    show_on_lading_page: false,
  },
  {
    header: 'How do I get support?',
    text: 'Our support team is available 24/7 via chat, e-mail and phone.',
    show_on_lading_page: false,
  },
];

/**
 * Sites, collections and the FAQ: site names are stored lower-case (they are subdomains), collection
 * names are unique per user regardless of case, and the FAQ gets its shipped entries.
 */
const sitesCollectionsFaq: Migration = {
  async up(db) {
    await sql`ALTER TABLE sites ADD CONSTRAINT sites_name_lower_check CHECK (name = lower(name))`.execute(db);
    await sql`CREATE UNIQUE INDEX collections_user_lower_name_key ON collections (user_id, lower(name))`.execute(
      db,
    );
    await sql`CREATE INDEX sites_user_idx ON sites (user_id)`.execute(db);
    await sql`CREATE INDEX collection_spaces_collection_idx ON collection_spaces (collection_id)`.execute(db);
    for (const [position, entry] of FAQ_ENTRIES.entries()) {
      await sql`INSERT INTO faq_entries (header, text, show_on_lading_page, position)
        VALUES (${entry.header}, ${entry.text}, ${entry.show_on_lading_page}, ${position})`.execute(db);
    }
  },
  async down(db) {
    await sql`DELETE FROM faq_entries`.execute(db);
    await sql`DROP INDEX IF EXISTS collection_spaces_collection_idx`.execute(db);
    await sql`DROP INDEX IF EXISTS sites_user_idx`.execute(db);
    await sql`DROP INDEX IF EXISTS collections_user_lower_name_key`.execute(db);
    await sql`ALTER TABLE sites DROP CONSTRAINT IF EXISTS sites_name_lower_check`.execute(db);
  },
};

/**
 * Spaces and photos: unique slugs, and the indexes behind the public feed (visible photos, newest first),
 * a space's photo pages and its API credentials.
 */
const spacesAndPhotos: Migration = {
  async up(db) {
    const statements = [
      'CREATE UNIQUE INDEX spaces_slug_key ON spaces (slug)',
      'CREATE INDEX spaces_created_idx ON spaces (created_at DESC, id DESC)',
      "CREATE INDEX photos_feed_idx ON photos (created_at DESC, id DESC) WHERE state = 'visible'",
      'DROP INDEX photos_space_idx',
      'CREATE INDEX photos_space_idx ON photos (space_id, created_at DESC, id DESC)',
      'CREATE INDEX space_api_credentials_space_idx ON space_api_credentials (space_id)',
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db) {
    const statements = [
      'DROP INDEX IF EXISTS space_api_credentials_space_idx',
      'DROP INDEX IF EXISTS photos_space_idx',
      'CREATE INDEX photos_space_idx ON photos (space_id, created_at)',
      'DROP INDEX IF EXISTS photos_feed_idx',
      'DROP INDEX IF EXISTS spaces_created_idx',
      'DROP INDEX IF EXISTS spaces_slug_key',
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

/** Finding abandoned uploads (photos still 'pending' past their URL's expiry) without scanning photos. */
const pendingUploads: Migration = {
  async up(db) {
    await sql`CREATE INDEX photos_pending_created_idx ON photos (created_at) WHERE state = 'pending'`.execute(
      db,
    );
  },
  async down(db) {
    await sql`DROP INDEX IF EXISTS photos_pending_created_idx`.execute(db);
  },
};

/**
 * Indexes on the foreign keys that had none (now every foreign key leads an index). The feed finds the sites of its spaces' collections by
 * `sites.collection_id`; deleting a user, collection, banner, icon or watermark sets or cascades the rows
 * pointing at it, which without an index scans the whole referencing table (all photos, for `user_id`).
 */
const foreignKeyIndexes: Migration = {
  async up(db) {
    const statements = [
      'CREATE INDEX sites_collection_idx ON sites (collection_id)',
      'CREATE INDEX sites_banner_idx ON sites (banner_id)',
      'CREATE INDEX sites_icon_idx ON sites (icon_id)',
      'CREATE INDEX spaces_collection_idx ON spaces (collection_id)',
      'CREATE INDEX spaces_watermark_idx ON spaces (watermark_id)',
      'CREATE INDEX photos_user_idx ON photos (user_id)',
      'CREATE INDEX banners_user_idx ON banners (user_id)',
      'CREATE INDEX icons_user_idx ON icons (user_id)',
      'CREATE INDEX site_banners_banner_idx ON site_banners (banner_id)',
      'CREATE INDEX site_icons_icon_idx ON site_icons (icon_id)',
      'CREATE INDEX watermarks_user_idx ON watermarks (user_id)',
      'CREATE INDEX subscriptions_type_idx ON subscriptions (subscription_type_id)',
      'CREATE INDEX exit_surveys_user_idx ON exit_surveys (user_id)',
      'CREATE INDEX social_media_accounts_user_idx ON social_media_accounts (user_id)',
      'CREATE INDEX social_media_accounts_network_idx ON social_media_accounts (social_media_site_id)',
      'CREATE INDEX social_media_accounts_space_idx ON social_media_accounts (space_id)',
      'CREATE INDEX social_media_accounts_site_idx ON social_media_accounts (site_id)',
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db) {
    const names = [
      'social_media_accounts_site_idx',
      'social_media_accounts_space_idx',
      'social_media_accounts_network_idx',
      'social_media_accounts_user_idx',
      'exit_surveys_user_idx',
      'subscriptions_type_idx',
      'watermarks_user_idx',
      'site_icons_icon_idx',
      'site_banners_banner_idx',
      'icons_user_idx',
      'banners_user_idx',
      'photos_user_idx',
      'spaces_watermark_idx',
      'spaces_collection_idx',
      'sites_icon_idx',
      'sites_banner_idx',
      'sites_collection_idx',
    ];
    for (const name of names) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  },
};

const STORED_TABLES = ['photos', 'banners', 'icons', 'watermarks'];

/**
 * Bytes leave storage with their rows: a trigger queues the object key of every deleted photo, banner, icon
 * and watermark (also when a user or space deletion cascades to them) in the same transaction, and the API
 * drains the queue (`drainStorageDeletions`). A crash between commit and drain loses nothing: the periodic
 * sweep drains what is left.
 */
const storageDeletions: Migration = {
  async up(db) {
    await sql`CREATE TABLE storage_deletions (
      key text PRIMARY KEY,
      queued_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0
    )`.execute(db);
    await sql`CREATE FUNCTION queue_storage_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.path IS NOT NULL AND OLD.path !~ '^https?://' THEN
          INSERT INTO storage_deletions (key) VALUES (OLD.path) ON CONFLICT (key) DO NOTHING;
        END IF;
        RETURN OLD;
      END
    $$`.execute(db);
    for (const table of STORED_TABLES) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_queue_storage_deletion AFTER DELETE ON ${table} ` +
            'FOR EACH ROW EXECUTE FUNCTION queue_storage_deletion()',
        )
        .execute(db);
    }
  },
  async down(db) {
    for (const table of STORED_TABLES)
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_queue_storage_deletion ON ${table}`).execute(db);
    await sql`DROP FUNCTION IF EXISTS queue_storage_deletion()`.execute(db);
    await sql`DROP TABLE IF EXISTS storage_deletions`.execute(db);
  },
};

/** Session tokens carry the user's session epoch; a password reset moves it on (exact, unlike a time). */
const sessionEpoch: Migration = {
  async up(db) {
    await sql`ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0`.execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE users DROP COLUMN IF EXISTS session_epoch`.execute(db);
  },
};

/**
 * The media path: a durable jobs table (see `jobs/table-queue.ts`), and on each photo its upright size, a
 * thumbhash placeholder and the keys of its derived images. A verified upload waits in 'processing' until
 * its derivatives exist. Derived keys leave storage with their photo, as originals do; photos stored before
 * derivatives existed are queued for them here.
 */
const mediaPath: Migration = {
  async up(db) {
    await sql`CREATE TABLE jobs (
      ${sql.raw(uuidPk)},
      name text NOT NULL,
      data jsonb NOT NULL,
      singleton_key text,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'active', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      retry_limit integer NOT NULL DEFAULT 5,
      run_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      last_error text,
      ${sql.raw(createdAt)}
    )`.execute(db);
    // One waiting job per singleton key: asking again while one waits is a no-op.
    await sql`CREATE UNIQUE INDEX jobs_singleton_idx ON jobs (name, singleton_key) WHERE state = 'queued'`.execute(
      db,
    );
    await sql`CREATE INDEX jobs_due_idx ON jobs (name, run_at) WHERE state <> 'failed'`.execute(db);

    await sql`ALTER TABLE photos DROP CONSTRAINT photos_state_check`.execute(db);
    await sql`ALTER TABLE photos ADD CONSTRAINT photos_state_check
      CHECK (state IN ('visible', 'hidden', 'pending', 'processing'))`.execute(db);
    for (const column of [
      'width integer',
      'height integer',
      'placeholder text',
      'thumb_key text',
      'medium_key text',
      'preview_key text',
      'marked_thumb_key text',
      'marked_medium_key text',
      'marked_preview_key text',
      'derive_error text',
    ])
      await sql.raw(`ALTER TABLE photos ADD COLUMN ${column}`).execute(db);
    await sql`CREATE FUNCTION queue_derived_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO storage_deletions (key)
          SELECT k FROM unnest(ARRAY[OLD.thumb_key, OLD.medium_key, OLD.preview_key,
            OLD.marked_thumb_key, OLD.marked_medium_key, OLD.marked_preview_key]) AS k
          WHERE k IS NOT NULL
        ON CONFLICT (key) DO NOTHING;
        RETURN OLD;
      END
    $$`.execute(db);
    await sql`CREATE TRIGGER photos_queue_derived_deletions AFTER DELETE ON photos
      FOR EACH ROW EXECUTE FUNCTION queue_derived_deletions()`.execute(db);
    await sql`INSERT INTO jobs (name, data, singleton_key)
      SELECT 'derive-photo', json_build_object('photoId', id), id::text FROM photos WHERE state <> 'pending'`.execute(
      db,
    );
  },
  async down(db) {
    await sql`DROP TRIGGER IF EXISTS photos_queue_derived_deletions ON photos`.execute(db);
    await sql`DROP FUNCTION IF EXISTS queue_derived_deletions()`.execute(db);
    await sql`UPDATE photos SET state = 'hidden' WHERE state = 'processing'`.execute(db);
    for (const column of [
      'width',
      'height',
      'placeholder',
      'thumb_key',
      'medium_key',
      'preview_key',
      'marked_thumb_key',
      'marked_medium_key',
      'marked_preview_key',
      'derive_error',
    ])
      await sql.raw(`ALTER TABLE photos DROP COLUMN IF EXISTS ${column}`).execute(db);
    await sql`ALTER TABLE photos DROP CONSTRAINT photos_state_check`.execute(db);
    await sql`ALTER TABLE photos ADD CONSTRAINT photos_state_check
      CHECK (state IN ('visible', 'hidden', 'pending'))`.execute(db);
    await sql`DROP TABLE IF EXISTS jobs`.execute(db);
  },
};

const guestUploads: Migration = {
  async up(db) {
    const statements = [
      `CREATE TABLE guest_links (
        ${uuidPk},
        space_id uuid NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE,
        password_hash text,
        expires_at timestamptz,
        revoked_at timestamptz,
        max_uploads integer NOT NULL DEFAULT 5000,
        max_uploads_per_guest integer NOT NULL DEFAULT 100,
        max_bytes_per_guest bigint NOT NULL DEFAULT 1073741824,
        uploads integer NOT NULL DEFAULT 0,
        ${createdAt}
      )`,
      // One link of a space works at a time; revoked ones stay for their guests' photos.
      'CREATE UNIQUE INDEX guest_links_active_idx ON guest_links (space_id) WHERE revoked_at IS NULL',
      `CREATE TABLE guests (
        ${uuidPk},
        link_id uuid NOT NULL REFERENCES guest_links(id) ON DELETE CASCADE,
        name text,
        secret_hash text NOT NULL UNIQUE,
        uploads integer NOT NULL DEFAULT 0,
        bytes bigint NOT NULL DEFAULT 0,
        window_start timestamptz NOT NULL DEFAULT now(),
        window_uploads integer NOT NULL DEFAULT 0,
        ${createdAt}
      )`,
      'CREATE INDEX guests_link_idx ON guests (link_id)',
      'ALTER TABLE photos ADD COLUMN guest_id uuid REFERENCES guests(id) ON DELETE SET NULL',
      'CREATE INDEX photos_guest_idx ON photos (guest_id) WHERE guest_id IS NOT NULL',
      'ALTER TABLE photos ADD COLUMN uploader_name text',
      'ALTER TABLE photos ADD COLUMN awaiting_review boolean NOT NULL DEFAULT false',
      'CREATE INDEX photos_review_idx ON photos (space_id, created_at) WHERE awaiting_review',
      // Until when the owner has been told of their guests' photos (the digest mail).
      'ALTER TABLE spaces ADD COLUMN guest_digest_until timestamptz',
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db) {
    for (const statement of [
      'ALTER TABLE spaces DROP COLUMN IF EXISTS guest_digest_until',
      'DROP INDEX IF EXISTS photos_review_idx',
      'ALTER TABLE photos DROP COLUMN IF EXISTS awaiting_review',
      'ALTER TABLE photos DROP COLUMN IF EXISTS uploader_name',
      'ALTER TABLE photos DROP COLUMN IF EXISTS guest_id',
      'DROP TABLE IF EXISTS guests',
      'DROP TABLE IF EXISTS guest_links',
    ])
      await sql.raw(statement).execute(db);
  },
};

/** Resumable uploads: the multipart upload a pending photo's bytes are being sent in, part by part. */
const resumableUploads: Migration = {
  async up(db) {
    await sql`ALTER TABLE photos ADD COLUMN multipart_upload_id text`.execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE photos DROP COLUMN IF EXISTS multipart_upload_id`.execute(db);
  },
};

/** Space downloads: whether visitors may download a space's photos (its previews) as one zip. */
const spaceDownloads: Migration = {
  async up(db) {
    await sql`ALTER TABLE spaces ADD COLUMN allow_downloads boolean NOT NULL DEFAULT false`.execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE spaces DROP COLUMN IF EXISTS allow_downloads`.execute(db);
  },
};

/** The live wall: when each photo was last shown to visitors, so a slideshow takes the newly shown first. */
const photoShownAt: Migration = {
  async up(db) {
    for (const statement of [
      'ALTER TABLE photos ADD COLUMN shown_at timestamptz NOT NULL DEFAULT now()',
      'UPDATE photos SET shown_at = created_at',
      "CREATE INDEX photos_shown_idx ON photos (space_id, shown_at DESC, id DESC) WHERE state = 'visible'",
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db) {
    await sql`DROP INDEX IF EXISTS photos_shown_idx`.execute(db);
    await sql`ALTER TABLE photos DROP COLUMN IF EXISTS shown_at`.execute(db);
  },
};

/**
 * State replicas share: secrets generated once into the database (when the environment gives none), so every
 * replica signs and verifies alike, and the counters of rate limits on PostgreSQL (one row per route and
 * client, counted with one upsert on the database's clock).
 */
const replicaSharedState: Migration = {
  async up(db) {
    for (const statement of [
      `CREATE TABLE secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        ${createdAt}
      )`,
      `CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        count integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at)',
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db) {
    await sql`DROP TABLE IF EXISTS rate_limits`.execute(db);
    await sql`DROP TABLE IF EXISTS secrets`.execute(db);
  },
};

/**
 * Guests' uploads are held to the size they declared: a pending photo keeps it, so the bytes a guest may
 * still store are known before any arrive, and its quotas are charged with the stored size at completion.
 */
const declaredUploadSize: Migration = {
  async up(db) {
    await sql`ALTER TABLE photos ADD COLUMN declared_bytes bigint`.execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE photos DROP COLUMN IF EXISTS declared_bytes`.execute(db);
  },
};

/**
 * Uploads the derive job refused (their data does not decode): the photo and its bytes are gone, and this
 * row tells its uploader why until the sweep removes it a day later.
 */
const refusedUploads: Migration = {
  async up(db) {
    for (const statement of [
      `CREATE TABLE refused_uploads (
        photo_id uuid PRIMARY KEY,
        space_id uuid NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        guest_id uuid REFERENCES guests(id) ON DELETE CASCADE,
        reason text NOT NULL,
        ${createdAt}
      )`,
      'CREATE INDEX refused_uploads_space_idx ON refused_uploads (space_id)',
      'CREATE INDEX refused_uploads_guest_idx ON refused_uploads (guest_id) WHERE guest_id IS NOT NULL',
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db) {
    await sql`DROP TABLE IF EXISTS refused_uploads`.execute(db);
  },
};

/**
 * Selling photos with M-Pesa: an organiser's till or paybill (its secrets sealed), orders of a space's photos
 * with their prices frozen, and each STK Push sent for an order (its CheckoutRequestID and, once M-Pesa
 * answered, its result).
 */
const mpesaOrders: Migration = {
  async up(db) {
    for (const statement of [
      `CREATE TABLE mpesa_accounts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        shortcode text NOT NULL CHECK (shortcode ~ '^[0-9]{5,8}$'),
        type text NOT NULL CHECK (type IN ('paybill', 'till')),
        party_b text CHECK (party_b ~ '^[0-9]{5,8}$'),
        sealed_passkey text NOT NULL,
        sealed_consumer_key text NOT NULL,
        sealed_consumer_secret text NOT NULL,
        connected_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE orders (
        ${uuidPk},
        space_id uuid REFERENCES spaces(id) ON DELETE SET NULL,
        seller_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE,
        callback_token text NOT NULL UNIQUE,
        phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
        email text CHECK (length(email) <= 254),
        total numeric NOT NULL CHECK (total > 0),
        amount integer NOT NULL CHECK (amount > 0),
        shortcode text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN
          ('pending', 'paid', 'cancelled', 'insufficient_funds', 'timed_out', 'failed', 'expired', 'refunded')),
        status_detail text,
        receipt_number text,
        paid_at timestamptz,
        refunded_at timestamptz,
        ${createdAt},
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX orders_space_idx ON orders (space_id, created_at DESC)',
      'CREATE INDEX orders_seller_idx ON orders (seller_id)',
      "CREATE INDEX orders_pending_idx ON orders (updated_at) WHERE status = 'pending'",
      `CREATE TABLE order_items (
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        photo_id uuid NOT NULL,
        price numeric NOT NULL CHECK (price > 0),
        PRIMARY KEY (order_id, photo_id)
      )`,
      'CREATE INDEX order_items_photo_idx ON order_items (photo_id)',
      `CREATE TABLE payment_attempts (
        checkout_request_id text PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        merchant_request_id text NOT NULL,
        shortcode text NOT NULL,
        amount integer NOT NULL,
        result_code integer,
        result_desc text,
        receipt_number text,
        sent_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`,
      'CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id, sent_at DESC)',
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db) {
    for (const table of ['payment_attempts', 'order_items', 'orders', 'mpesa_accounts'])
      await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  },
};

/**
 * Languages: each account's (its mail and screens), each space's event language (null: every visitor's
 * own) and each order's (its receipt), English or Kiswahili.
 */
const languages: Migration = {
  async up(db) {
    for (const statement of [
      "ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sw'))",
      "ALTER TABLE spaces ADD COLUMN language text CHECK (language IN ('en', 'sw'))",
      "ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sw'))",
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE orders DROP COLUMN IF EXISTS locale`.execute(db);
    await sql`ALTER TABLE spaces DROP COLUMN IF EXISTS language`.execute(db);
    await sql`ALTER TABLE users DROP COLUMN IF EXISTS locale`.execute(db);
  },
};

// A published site speaks one language, as a space does; null: each visitor's own.
const siteLanguage: Migration = {
  async up(db) {
    await sql`ALTER TABLE sites ADD COLUMN language text CHECK (language IN ('en', 'sw'))`.execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE sites DROP COLUMN IF EXISTS language`.execute(db);
  },
};

// The owner's zip names each photo as it was uploaded: the file's own name, given at presign.
const photoOriginalName: Migration = {
  async up(db) {
    await sql`ALTER TABLE photos ADD COLUMN original_name text CHECK (length(original_name) <= 255)`.execute(
      db,
    );
  },
  async down(db) {
    await sql`ALTER TABLE photos DROP COLUMN IF EXISTS original_name`.execute(db);
  },
};

// The organiser's chosen cover photo of a space; deleting the photo lets the cover fall back to the first one.
const spaceCoverPhoto: Migration = {
  async up(db) {
    for (const statement of [
      'ALTER TABLE spaces ADD COLUMN cover_photo_id uuid REFERENCES photos(id) ON DELETE SET NULL',
      // Deleting a photo looks up the space that chose it.
      'CREATE INDEX spaces_cover_photo_idx ON spaces (cover_photo_id)',
    ])
      await sql.raw(statement).execute(db);
  },
  async down(db) {
    await sql`DROP INDEX IF EXISTS spaces_cover_photo_idx`.execute(db);
    await sql`ALTER TABLE spaces DROP COLUMN IF EXISTS cover_photo_id`.execute(db);
  },
};

/** Each line of an order keeps its place in the buyer's cart, so the order page and receipt list it so. */
const orderItemPosition: Migration = {
  async up(db) {
    await sql`ALTER TABLE order_items ADD COLUMN position integer NOT NULL DEFAULT 0`.execute(db);
  },
  async down(db) {
    await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS position`.execute(db);
  },
};

/** Every migration, in order. The same list runs on PGlite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_sites_collections_faq': sitesCollectionsFaq,
  '0003_spaces_photos': spacesAndPhotos,
  '0004_pending_uploads': pendingUploads,
  '0005_foreign_key_indexes': foreignKeyIndexes,
  '0006_storage_deletions': storageDeletions,
  '0007_session_epoch': sessionEpoch,
  '0008_media_path': mediaPath,
  '0009_guest_uploads': guestUploads,
  '0010_resumable_uploads': resumableUploads,
  '0011_space_downloads': spaceDownloads,
  '0012_photo_shown_at': photoShownAt,
  '0013_replica_shared_state': replicaSharedState,
  '0014_declared_upload_size': declaredUploadSize,
  '0015_refused_uploads': refusedUploads,
  '0016_mpesa_orders': mpesaOrders,
  '0017_languages': languages,
  '0018_site_language': siteLanguage,
  '0019_faq_kiswahili': faqKiswahili,
  '0020_photo_original_name': photoOriginalName,
  '0021_space_cover_photo': spaceCoverPhoto,
  '0022_order_item_position': orderItemPosition,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date and answers the names of the migrations it ran (none when it was up to date);
 * throws with the failing migration's error.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations this version knows that the database has not run, in order. Read only: it creates nothing,
 * not even Kysely's bookkeeping tables. Migrations the database ran that this version does not know (a newer
 * version migrated it) are not reported: old replicas keep running during a rolling deploy.
 */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

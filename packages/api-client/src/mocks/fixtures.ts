import type {
  ApiOrder,
  ApiOrderStatus,
  ApiSpace,
  ApiStatus,
  ApiUser,
  Banner,
  Collection,
  CollectionSpace,
  EmailList,
  EmailListSubscription,
  FaqEntry,
  FeedPhoto,
  Icon,
  MpesaAccount,
  OwnerGuestLink,
  PhonePrompt,
  PresignedUrls,
  PublicGuestLink,
  PublicSite,
  PublicSpace,
  Site,
  SiteBanner,
  SiteIcon,
  SocialMediaAccount,
  SocialMediaSite,
  SpaceCover,
  SpaceCredential,
  SpacePhoto,
  SpaceSale,
  SpaceWatermark,
  Subscription,
  SubscriptionType,
  UserWithStatus,
} from '../endpoints/types';

// Fixture builders typed from the generated schema: a change of the API's shapes breaks them at compile
// time. Ids and dates are fixed so stories and pixel snapshots stay deterministic.

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped (unsigned) session token for user `sub`, expiring on 1 January 2100. */
export function buildToken(sub = 'user-1', exp = 4_102_444_800): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, exp, jti: `jti-${sub}` })}.mock`;
}

/** A user as the API shows it. */
export function buildUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    accepted_terms_of_service: true,
    profile_picture_url: null,
    confirmed: true,
    locale: 'en',
    ...overrides,
  };
}

/** The `status` of account answers. */
export function buildStatus(message: string, code = 200): ApiStatus {
  return { code, message };
}

/** `{ user, status }` as sign-in and sign-up answer. */
export function buildUserWithStatus(
  message = 'Logged in successfully.',
  overrides: Partial<ApiUser> = {},
  code = 200,
): UserWithStatus {
  return { user: buildUser(overrides), status: buildStatus(message, code) };
}

/** An e-mail list (by default the newsletter). */
export function buildEmailList(overrides: Partial<EmailList> = {}): EmailList {
  return { id: 'email-list-newsletter', name: 'newsletter', ...overrides };
}

/** A subscription of an address to an e-mail list. */
export function buildEmailListSubscription(
  overrides: Partial<EmailListSubscription> = {},
): EmailListSubscription {
  return {
    id: 'email-list-subscription-1',
    email_list_id: 'email-list-newsletter',
    email: 'ada@example.com',
    ...overrides,
  };
}

/** A plan (by default 'basic'). */
export function buildSubscriptionType(overrides: Partial<SubscriptionType> = {}): SubscriptionType {
  return { id: 'subscription-type-basic', name: 'basic', ...overrides };
}

/** A subscription of the signed-in user to a plan, on trial. */
export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'subscription-1',
    status: 'trialing',
    subscription_type_id: 'subscription-type-basic',
    subscription_type_name: 'basic',
    trial_ends_at: '2026-02-01T00:00:00.000Z',
    created_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A supported social media site. */
export function buildSocialMediaSite(overrides: Partial<SocialMediaSite> = {}): SocialMediaSite {
  return {
    id: 'social-media-site-instagram',
    name: 'instagram',
    url: 'https://www.instagram.com',
    ...overrides,
  };
}

/** An account of the signed-in user on a social media site. */
export function buildSocialMediaAccount(overrides: Partial<SocialMediaAccount> = {}): SocialMediaAccount {
  return {
    id: 'social-media-account-1',
    social_media_site_id: 'social-media-site-instagram',
    username: 'ada.lovelace',
    space_id: null,
    site_id: null,
    ...overrides,
  };
}

/** A site of the signed-in user. */
export function buildSite(overrides: Partial<Site> = {}): Site {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'ada-weddings',
    title: 'Ada Weddings',
    description: 'Photos of every wedding we shot.',
    contact_email: 'ada@example.com',
    contact_phone: null,
    social_media_username_twitter: null,
    social_media_username_linkedin: null,
    social_media_username_instagram: 'ada.lovelace',
    social_media_username_facebook: null,
    collection_id: '00000000-0000-4000-8000-000000000201',
    banner_id: '00000000-0000-4000-8000-000000000401',
    icon_id: '00000000-0000-4000-8000-000000000501',
    language: null,
    ...overrides,
  };
}

/** A collection of the signed-in user's spaces. */
export function buildCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Weddings',
    description: 'Every wedding of the year.',
    ...overrides,
  };
}

/** A link putting a space in a collection. */
export function buildCollectionSpace(overrides: Partial<CollectionSpace> = {}): CollectionSpace {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    space_id: '00000000-0000-4000-8000-000000000601',
    collection_id: '00000000-0000-4000-8000-000000000201',
    ...overrides,
  };
}

/** A banner (public by default). */
export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: '00000000-0000-4000-8000-000000000401',
    url: 'https://cdn.lense.test/banners/mountains.jpg',
    description: 'Mountains at dawn',
    public: true,
    owner: false,
    ...overrides,
  };
}

/** An icon (public by default). */
export function buildIcon(overrides: Partial<Icon> = {}): Icon {
  return {
    id: '00000000-0000-4000-8000-000000000501',
    url: 'https://cdn.lense.test/icons/camera.png',
    description: 'Camera',
    public: true,
    owner: false,
    ...overrides,
  };
}

/** A link choosing a banner for a site. */
export function buildSiteBanner(overrides: Partial<SiteBanner> = {}): SiteBanner {
  return {
    id: '00000000-0000-4000-8000-000000000701',
    site_id: '00000000-0000-4000-8000-000000000101',
    banner_id: '00000000-0000-4000-8000-000000000401',
    ...overrides,
  };
}

/** A link choosing an icon for a site. */
export function buildSiteIcon(overrides: Partial<SiteIcon> = {}): SiteIcon {
  return {
    id: '00000000-0000-4000-8000-000000000801',
    site_id: '00000000-0000-4000-8000-000000000101',
    icon_id: '00000000-0000-4000-8000-000000000501',
    ...overrides,
  };
}

/** A space as a published site shows it. */
export function buildPublicSpace(overrides: Partial<PublicSpace> = {}): PublicSpace {
  return {
    id: '00000000-0000-4000-8000-000000000601',
    title: 'Smith & Jones wedding',
    description: null,
    location: 'Bath',
    formatted_address: 'Bath, United Kingdom',
    start_date: '2026-06-06',
    end_date: '2026-06-13',
    slug: 'smith-jones-wedding',
    ...overrides,
  };
}

/** A published site with its banner, icon, collection and public spaces. */
export function buildPublicSite(overrides: Partial<PublicSite> = {}): PublicSite {
  const banner = buildBanner();
  const icon = buildIcon();
  return {
    site: buildSite(),
    banner: { id: banner.id, url: banner.url, description: banner.description },
    icon: { id: icon.id, url: icon.url, description: icon.description },
    collection: buildCollection(),
    spaces: [buildPublicSpace()],
    ...overrides,
  };
}

/**
 * The FAQ the API ships (its migrations), in its order: [header, text, shown on the landing page]. The
 * contract test checks it against the real API, so screens under mocks show the product's text.
 */
const SHIPPED_FAQ: readonly [string, string, boolean][] = [
  [
    'What is Lense?',
    "Lense gathers the photos from your event, yours and your guests', into albums called spaces. Group spaces into collections and publish a collection as your own site.",
    true,
  ],
  [
    'How do my guests share their photos?',
    'Share the link or the QR code of a space. Guests open it on their phone and upload their photos and videos; you choose which items are shown.',
    true,
  ],
  [
    'Is there a free trial?',
    'Yes. Every plan starts with a free trial of 30 days, and you can cancel at any time during the trial.',
    true,
  ],
  [
    'Can I publish an album on my own website?',
    'Yes. Create a site from one of your collections: it is published at your-site-name on our domain, with your banner, icon and contact details.',
    true,
  ],
  [
    'Can I sell my photos?',
    'Yes. Photos can be free or premium: set a price in Ksh on any photo, and add a watermark so previews stay protected.',
    false,
  ],
  [
    'How are payments processed?',
    'Payments are processed via PCI DSS-compliant payment gateways. We never store your card details.',
    false,
  ],
  ['How do I get support?', 'Our support team is available 24/7 via chat, e-mail and phone.', false],
];

/**
 * The shipped FAQ's Kiswahili (its migrations), in the same order as {@link SHIPPED_FAQ}: [header, text]. The
 * contract test checks it against the real API's `lang=sw` answer.
 */
const SHIPPED_FAQ_SW: readonly [string, string][] = [
  [
    'Lense ni nini?',
    'Lense hukusanya picha za tukio lako, zako na za wageni wako, kwenye albamu. Panga albamu katika mikusanyiko, kisha uchapishe mkusanyiko kama tovuti yako mwenyewe.',
  ],
  [
    'Wageni wangu hushiriki picha zao vipi?',
    'Shiriki kiungo cha wageni au msimbo wa QR wa albamu. Wageni hukifungua kwenye simu zao na kupakia picha na video zao; wewe ndiye unayechagua zipi zionekane.',
  ],
  [
    'Je, kuna kipindi cha majaribio bila malipo?',
    'Ndiyo. Kila mpango huanza na siku 30 za majaribio bila malipo, na unaweza kughairi wakati wowote katika kipindi hicho.',
  ],
  [
    'Je, ninaweza kuchapisha albamu kwenye tovuti yangu mwenyewe?',
    'Ndiyo. Unda tovuti kutoka kwenye mmoja wa mikusanyiko yako: itachapishwa kama jina-la-tovuti-yako kwenye kikoa chetu, pamoja na bango, ikoni na maelezo yako ya mawasiliano.',
  ],
  [
    'Je, ninaweza kuuza picha zangu?',
    'Ndiyo. Picha zinaweza kuwa za bure au za premium: weka bei kwa Ksh kwenye picha yoyote, na uongeze alama ya maji ili hakikisho za picha zibaki salama.',
  ],
  [
    'Malipo hushughulikiwa vipi?',
    'Malipo hupitia mifumo ya malipo inayotimiza viwango vya PCI DSS. Hatuhifadhi kamwe maelezo ya kadi yako.',
  ],
  [
    'Ninapataje msaada?',
    'Timu yetu ya msaada inapatikana saa 24, siku 7 kwa wiki, kupitia gumzo, barua pepe na simu.',
  ],
];

/** A question and answer of the FAQ. */
export function buildFaqEntry(overrides: Partial<FaqEntry> = {}): FaqEntry {
  return {
    id: '00000000-0000-4000-8000-000000000901',
    header: 'How long is the free trial?',
    text: 'The free trial lasts 30 days.',
    show_on_lading_page: true,
    ...overrides,
  };
}

/** A space owned by the fixture user. */
export function buildSpace(overrides: Partial<ApiSpace> = {}): ApiSpace {
  return {
    id: 'space-1',
    user_id: 'user-1',
    title: 'Summer Festival',
    description: 'Three days of music by the lake',
    location: 'Lakeside Park',
    location_url: null,
    formatted_address: 'Lakeside Park, Springfield',
    lat: null,
    lng: null,
    start_date: '2026-07-10',
    end_date: '2026-07-12',
    slug: 'summer-festival',
    is_public: true,
    full_album: false,
    default_hide_items: false,
    use_watermark: false,
    watermark_id: null,
    collection_id: null,
    allow_downloads: false,
    language: null,
    cover_photo_id: null,
    owner: true,
    hidden: false,
    ...overrides,
  };
}

/** A cover of the fixture space: its photo-1 at the addresses a visitor gets (pass them for real images). */
export function buildSpaceCover(overrides: Partial<SpaceCover> = {}): SpaceCover {
  const id = overrides.photo_id ?? 'photo-1';
  return {
    photo_id: id,
    width: 1200,
    height: 800,
    placeholder: null,
    thumb_url: `/api/photos/${id}/images/thumb.webp`,
    medium_url: `/api/photos/${id}/images/medium.webp`,
    preview_url: `/api/photos/${id}/images/preview.webp`,
    ...overrides,
  };
}

/** A visible photo of the fixture space. */
export function buildPhoto(overrides: Partial<SpacePhoto> = {}): SpacePhoto {
  const id = overrides.id ?? 'photo-1';
  return {
    id,
    space_id: 'space-1',
    url: `/api/photos/${id}/image`,
    path: `spaces/space-1/${id}.jpg`,
    state: 'visible',
    comment: null,
    price: null,
    original_file_extension: '.jpg',
    created_at: '2026-07-10T12:00:00.000Z',
    width: 1200,
    height: 800,
    placeholder: null,
    thumb_url: null,
    medium_url: null,
    preview_url: null,
    processing_error: null,
    uploader_name: null,
    awaiting_review: false,
    ...overrides,
  };
}

/** The fixture space's guest link: no password, no expiry, the default limits, some photos in. */
export function buildOwnerGuestLink(overrides: Partial<OwnerGuestLink> = {}): OwnerGuestLink {
  const token = overrides.token ?? 'Wd9hS2kq4XbLm7Pz0aQvEr1T';
  return {
    id: 'guest-link-1',
    token,
    url: `https://lense.example/g/${token}`,
    has_password: false,
    expires_at: null,
    max_uploads: 5000,
    max_uploads_per_guest: 100,
    max_bytes_per_guest: 1073741824,
    uploads: 12,
    guests: 4,
    created_at: '2026-07-10T12:00:00.000Z',
    ...overrides,
  };
}

/** The fixture space's guest link as a guest sees it. */
export function buildPublicGuestLink(overrides: Partial<PublicGuestLink> = {}): PublicGuestLink {
  return {
    space: {
      id: 'space-1',
      title: 'Summer Wedding',
      description: 'Share your photos of the day with the couple.',
      location: 'Naivasha',
      start_date: '2026-07-10',
      end_date: '2026-07-11',
      language: null,
      cover: null,
    },
    needs_password: false,
    expires_at: null,
    max_uploads_per_guest: 100,
    max_bytes_per_guest: 1073741824,
    review: false,
    ...overrides,
  };
}

/** The fixture space's watermark image: a box in the bottom-right corner of each photo. */
export function buildWatermark(overrides: Partial<SpaceWatermark> = {}): SpaceWatermark {
  return {
    id: 'watermark-1',
    url: '/api/watermarks/watermark-1/image',
    original_file_extension: 'png',
    top: 75,
    left: 65,
    height: 20,
    width: 30,
    ...overrides,
  };
}

/** POST /presigned_urls with `type: 'watermark'`: one PUT URL for the watermark image of the fixture user. */
export function buildWatermarkPresignedUrls(name = 'mark-1.png', type = 'image/png'): PresignedUrls {
  const path = `watermarks/user-1/${name}`;
  const url = `https://storage.lense.test/${path}?signature=fixture`;
  return {
    presigned_urls: [url],
    files: [
      {
        name,
        path,
        url,
        method: 'PUT',
        content_type: type,
        expires_at: '2026-07-10T13:00:00.000Z',
        photo_id: null,
      },
    ],
  };
}

/** An upload credential of the fixture space (its secret is only shown at creation). */
export function buildSpaceCredential(overrides: Partial<SpaceCredential> = {}): SpaceCredential {
  return { id: 'credential-1', key_id: 'LENSEKEY0001', created_at: '2026-07-01T09:00:00.000Z', ...overrides };
}

/** The answer of POST /presigned_urls for one file of the fixture space. */
export function buildPresignedUrls(name = 'file-1.jpg', type = 'image/jpeg'): PresignedUrls {
  const url = `https://storage.lense.test/spaces/space-1/${name}?signature=fixture`;
  return {
    presigned_urls: [url],
    files: [
      {
        name,
        path: `spaces/space-1/${name}`,
        url,
        method: 'PUT',
        content_type: type,
        expires_at: '2026-07-10T13:00:00.000Z',
        photo_id: 'photo-new',
      },
    ],
  };
}

/** The fixture order's link (the API's are 43 random characters). */
export const ORDER_TOKEN = 'Qm3vT8xYk2LpA9sWd4Hz6RbNc7JfE1uG5oViy0Xa2Ks';

/** M-Pesa's words for each way an order ends unpaid, as Daraja (and the simulator) answers them. */
const STATUS_DETAILS: Partial<Record<ApiOrderStatus, string>> = {
  cancelled: 'Request cancelled by user',
  insufficient_funds: 'The balance is insufficient for the transaction.',
  timed_out: 'DS timeout user cannot be reached',
  failed: 'The initiator information is invalid.',
  expired: 'M-Pesa never answered this payment',
};

/**
 * An order of two Ksh 500 photos of the fixture space paid from a masked Safaricom number, in `status`: a
 * receipt number once paid (and still after a refund), M-Pesa's words when it ended unpaid.
 */
export function buildOrder(status: ApiOrderStatus = 'pending', overrides: Partial<ApiOrder> = {}): ApiOrder {
  const paid = status === 'paid' || status === 'refunded';
  return {
    token: ORDER_TOKEN,
    status,
    status_detail: STATUS_DETAILS[status] ?? null,
    space: { id: 'space-1', title: 'Summer Festival' },
    items: [
      {
        photo_id: 'photo-1',
        price: '500.00',
        image_url: null,
        width: 1200,
        height: 800,
        alt: 'Guests dancing at sunset',
      },
      { photo_id: 'photo-2', price: '500.00', image_url: null, width: 800, height: 1200, alt: null },
    ],
    total: '1000.00',
    amount: 1000,
    currency: 'KES',
    phone: '2547••••••78',
    receipt_number: paid ? 'TKA9B2C3D4' : null,
    created_at: '2026-07-10T12:00:00.000Z',
    paid_at: paid ? '2026-07-10T12:00:30.000Z' : null,
    downloads_until: paid ? '2026-08-09T12:00:30.000Z' : null,
    ...overrides,
  };
}

/** An order of the fixture space as its owner's sales list shows it. */
export function buildSpaceSale(overrides: Partial<SpaceSale> = {}): SpaceSale {
  const status = overrides.status ?? 'paid';
  const paid = status === 'paid' || status === 'refunded';
  return {
    id: '00000000-0000-4000-8000-000000000701',
    status,
    total: '1000.00',
    amount: 1000,
    photos: 2,
    phone: '2547••••••78',
    receipt_number: paid ? 'TKA9B2C3D4' : null,
    created_at: '2026-07-10T12:00:00.000Z',
    paid_at: paid ? '2026-07-10T12:00:30.000Z' : null,
    refunded_at: status === 'refunded' ? '2026-07-11T09:00:00.000Z' : null,
    ...overrides,
  };
}

/** The fixture organiser's connected paybill (the simulator's); `connected: false` and nulls when none. */
export function buildMpesaAccount(connected = true): MpesaAccount {
  return connected
    ? {
        connected: true,
        shortcode: '174379',
        type: 'paybill',
        till_number: null,
        connected_at: '2026-07-01T08:00:00.000Z',
      }
    : { connected: false, shortcode: null, type: null, till_number: null, connected_at: null };
}

/** A PIN prompt on the simulator's phone for the fixture order, unanswered unless overridden. */
export function buildPhonePrompt(overrides: Partial<PhonePrompt> = {}): PhonePrompt {
  return {
    checkout_request_id: 'ws_CO_10072026120000000712345678',
    phone: '254712345678',
    amount: 1000,
    shortcode: '174379',
    account_reference: 'Lense',
    created_at: '2026-07-10T12:00:00.000Z',
    result_code: null,
    result_desc: null,
    receipt_number: null,
    ...overrides,
  };
}

/** The API's refusals of a checkout, for the mocks' 'error' variant (`error: checkoutErrors.salesNotOpen`). */
export const checkoutErrors = {
  /** 400: the number is not a Kenyan mobile number. */
  invalidPhone: {
    status: 400,
    error: 'Enter an M-Pesa phone number such as 0712345678, 0112345678, +254712345678 or 254712345678',
  },
  /** 409: the space's owner has connected no till or paybill. */
  salesNotOpen: { status: 409, error: 'Sales are not open yet for this event' },
  /** 422: a photo is free, hidden, awaiting review or gone. */
  notBuyable: { status: 422, error: 'Some of these photos cannot be bought: they are free, hidden or gone' },
  /** 429: too many prompts to one phone number. */
  tooManyPrompts: {
    status: 429,
    error: 'Too many payment prompts to this phone number: try again in a few minutes',
  },
  /** 404: an unknown order link. */
  orderNotFound: { status: 404, error: 'Order not found' },
} as const;

const feedPhotos: FeedPhoto[] = [buildPhoto(), buildPhoto({ id: 'photo-2', comment: 'Sunset on stage' })];

/** Populated data for every current read, as the seeded API returns it. */
export const fixtures = {
  user: buildUser(),
  token: buildToken(),
  emailLists: [buildEmailList()],
  subscriptionTypes: [
    buildSubscriptionType(),
    buildSubscriptionType({ id: 'subscription-type-premium', name: 'premium' }),
  ],
  subscriptions: [buildSubscription()],
  socialMediaSites: [
    buildSocialMediaSite({
      id: 'social-media-site-facebook',
      name: 'facebook',
      url: 'https://www.facebook.com',
    }),
    buildSocialMediaSite(),
    buildSocialMediaSite({
      id: 'social-media-site-linkedin',
      name: 'linkedin',
      url: 'https://www.linkedin.com',
    }),
    buildSocialMediaSite({ id: 'social-media-site-twitter', name: 'twitter', url: 'https://twitter.com' }),
  ],
  socialMediaAccounts: [buildSocialMediaAccount()],
  sites: [buildSite()],
  publicSite: buildPublicSite(),
  collections: [
    buildCollection(),
    buildCollection({ id: '00000000-0000-4000-8000-000000000202', name: 'Birthdays', description: null }),
  ],
  collectionSpaces: [buildCollectionSpace()],
  banners: [
    buildBanner(),
    buildBanner({
      id: '00000000-0000-4000-8000-000000000402',
      url: 'https://cdn.lense.test/banners/own.jpg',
      description: null,
      public: false,
      owner: true,
    }),
  ],
  icons: [buildIcon()],
  siteBanners: [buildSiteBanner()],
  siteIcons: [buildSiteIcon()],
  faqs: SHIPPED_FAQ.map(([header, text, show_on_lading_page], index) =>
    buildFaqEntry({
      id: `00000000-0000-4000-8000-00000000090${index + 1}`,
      header,
      text,
      show_on_lading_page,
    }),
  ),
  /** The same entries in Kiswahili (GET /faqs?lang=sw): same ids, flags and order. */
  swahiliFaqs: SHIPPED_FAQ_SW.map(([header, text], index) =>
    buildFaqEntry({
      id: `00000000-0000-4000-8000-00000000090${index + 1}`,
      header,
      text,
      show_on_lading_page: SHIPPED_FAQ[index]![2],
    }),
  ),
  spaces: [
    buildSpace(),
    buildSpace({ id: 'space-2', title: 'Winter Gala', slug: 'winter-gala', owner: false }),
  ],
  photos: feedPhotos,
  spaceCredentials: [buildSpaceCredential()],
  watermark: buildWatermark(),
  /** The fixture order in each status. */
  orders: {
    pending: buildOrder('pending'),
    paid: buildOrder('paid'),
    cancelled: buildOrder('cancelled'),
    insufficient_funds: buildOrder('insufficient_funds'),
    timed_out: buildOrder('timed_out'),
    failed: buildOrder('failed'),
    expired: buildOrder('expired'),
    refunded: buildOrder('refunded'),
  } satisfies Record<ApiOrderStatus, ApiOrder>,
  /** A space's sales, newest first: paid, waiting for a PIN, cancelled, refunded. */
  sales: [
    buildSpaceSale({ id: '00000000-0000-4000-8000-000000000704', created_at: '2026-07-12T16:00:00.000Z' }),
    buildSpaceSale({
      id: '00000000-0000-4000-8000-000000000703',
      status: 'pending',
      total: '500.00',
      amount: 500,
      photos: 1,
      created_at: '2026-07-12T15:00:00.000Z',
    }),
    buildSpaceSale({
      id: '00000000-0000-4000-8000-000000000702',
      status: 'cancelled',
      phone: '2541••••••45',
      created_at: '2026-07-11T10:00:00.000Z',
    }),
    buildSpaceSale({ status: 'refunded' }),
  ],
  mpesaAccount: buildMpesaAccount(),
  phonePrompts: [buildPhonePrompt()],
};

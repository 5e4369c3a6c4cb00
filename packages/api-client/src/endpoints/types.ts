import type { ApiQuery, ApiRequestBody, ApiResponse, ApiSchema } from './operations';

/** A user as the API shows it. */
export type ApiUser = ApiSchema<'User'>;
/** A language Lense speaks: 'en' (English) or 'sw' (Kiswahili). */
export type Locale = NonNullable<ApiUser['locale']>;
/** The `user` of PATCH /me: what the signed-in user may change of their account (its language). */
export type AccountSettings = ApiRequestBody<'/me', 'patch'>['user'];
/** The `status` part of account answers: a code and a message to show. */
export type ApiStatus = ApiSchema<'Status'>;
/** The body of every error answer. */
export type ApiErrorBody = ApiSchema<'Error'>;

/** `{ user, status }`: the answer of sign-up, sign-in and confirmation. */
export type UserWithStatus = ApiResponse<'/login', 'post'>;
/** `{ status }`: the answer of most account actions. */
export type StatusOnly = ApiResponse<'/logout', 'delete'>;

/** The `user` of POST /signup. */
export type SignupInput = ApiRequestBody<'/signup', 'post'>['user'];
/** The `user` of POST /login. */
export type LoginInput = ApiRequestBody<'/login', 'post'>['user'];
/** A Google ID token, and the language a new account should speak (an existing one keeps its own). */
export type GoogleSignInInput = ApiRequestBody<'/users/auth/google_oauth2', 'post'>;
/** The body of PATCH /me/password. */
export type PasswordChangeInput = ApiRequestBody<'/me/password', 'patch'>;
/** The body of POST /exit_surveys. */
export type ExitSurveyInput = ApiRequestBody<'/exit_surveys', 'post'>;
/** A reason of the exit survey. */
export type ExitReason = ExitSurveyInput['reason'];

/** An e-mail list (the newsletter is the list named 'newsletter'). */
export type EmailList = ApiResponse<'/email_lists', 'get'>['email_lists'][number];
/** The body of POST /email_list_subscriptions. */
export type EmailListSubscriptionInput = ApiRequestBody<'/email_list_subscriptions', 'post'>;
/** An address subscribed to an e-mail list. */
export type EmailListSubscription = ApiResponse<
  '/email_list_subscriptions',
  'post'
>['email_list_subscription'];

/** A plan. */
export type SubscriptionType = ApiResponse<'/subscription_types', 'get'>['subscription_types'][number];
/** A subscription of the signed-in user to a plan. */
export type Subscription = ApiResponse<'/subscriptions', 'get'>['subscriptions'][number];

/** A supported social media site. */
export type SocialMediaSite = ApiResponse<'/social_media_sites', 'get'>['social_media_sites'][number];
/** An account of the signed-in user on a social media site. */
export type SocialMediaAccount = ApiResponse<
  '/social_media_accounts',
  'get'
>['social_media_accounts'][number];

/** A message in the local outbox (development only: the API has no SMTP server). */
export type OutboxMessage = ApiResponse<'/dev/mailbox', 'get'>['messages'][number];

/** A site: the public page of an organiser, at its unique name. */
export type Site = ApiSchema<'Site'>;
/** The body of POST /sites. */
export type SiteInput = ApiRequestBody<'/sites', 'post'>;
/** The body of PATCH /sites/{id}: only the fields to change. */
export type SiteUpdate = ApiRequestBody<'/sites/{id}', 'patch'>;
/** A published site with its banner, icon, collection and public spaces (GET /public/sites/{name}). */
export type PublicSite = ApiResponse<'/public/sites/{name}', 'get'>;
/** A space as a published site shows it. */
export type PublicSpace = ApiSchema<'PublicSpace'>;
/** The banner or icon of a published site. */
export type SiteImage = ApiSchema<'SiteImage'>;
/** A named collection of the signed-in user's spaces. */
export type Collection = ApiSchema<'Collection'>;
/** The body of POST /collections. */
export type CollectionInput = ApiRequestBody<'/collections', 'post'>;
/** The link putting a space in a collection. */
export type CollectionSpace = ApiSchema<'CollectionSpace'>;
/** A banner image a site can show. */
export type Banner = ApiSchema<'Banner'>;
/** An icon image a site can show. */
export type Icon = ApiSchema<'Icon'>;
/** A page of GET /banners: `banners` and whether more follow (`has_more`). */
export type BannersPage = ApiResponse<'/banners', 'get'>;
/** A page of GET /icons: `icons` and whether more follow (`has_more`). */
export type IconsPage = ApiResponse<'/icons', 'get'>;
/** The body of POST /banners and POST /icons: one or more URLs or storage paths. */
export type SiteImageInput = ApiRequestBody<'/banners', 'post'>;
/** The link choosing a banner for a site. */
export type SiteBanner = ApiSchema<'SiteBanner'>;
/** The link choosing an icon for a site. */
export type SiteIcon = ApiSchema<'SiteIcon'>;
/** A question and answer of the FAQ. */
export type FaqEntry = ApiSchema<'FaqEntry'>;
/** A space as the API lists it (`owner` and `hidden` relative to the signed-in user). */
export type ApiSpace = ApiResponse<'/spaces', 'get'>['data'][number];
/** A page of GET /spaces. */
export type SpacesPage = ApiResponse<'/spaces', 'get'>;
/** The body of POST /spaces. */
export type SpaceInput = ApiRequestBody<'/spaces', 'post'>;
/** The body of PATCH /spaces/{space_id}. */
export type SpaceUpdate = ApiRequestBody<'/spaces/{space_id}', 'patch'>;
/** GET /spaces/{space_id}: the space, a page of its photos and whether more follow. */
export type SpaceWithPhotos = ApiResponse<'/spaces/{space_id}', 'get'>;
/** A space's cover: its organiser's pick or its first visible photo, as the caller may see it. */
export type SpaceCover = NonNullable<ApiSpace['cover']>;
/** A photo of a space page. */
export type SpacePhoto = SpaceWithPhotos['photos'][number];
/** POST /spaces/{space_id}/download_url: a short-lived signed address of the owner's zip. */
export type SpaceDownloadLink = ApiResponse<'/spaces/{space_id}/download_url', 'post'>;
/** A space's watermark image with its position and size (percent of each photo). */
export type SpaceWatermark = ApiResponse<'/spaces/{space_id}/watermark', 'post'>['watermark'];
/** An upload credential of a space. */
export type SpaceCredential = ApiResponse<'/spaces/{space_id}/credentials', 'get'>['credentials'][number];
/** A credential as created (POST /spaces/{space_id}/credentials). */
export type CreatedSpaceCredential = ApiResponse<'/spaces/{space_id}/credentials', 'post'>['credential'];
/** A page of the public photo feed. */
export type PhotoFeedPage = ApiResponse<'/photos', 'get'>;
/** A photo of the public feed. */
export type FeedPhoto = PhotoFeedPage['photos'][number];
/** The query of GET /photos. */
export type PhotoFeedQuery = ApiQuery<'/photos', 'get'>;
/** A space's guest upload link, as its owner sees it. */
export type OwnerGuestLink = NonNullable<ApiResponse<'/spaces/{space_id}/guest_link', 'get'>['guest_link']>;
/** The settings of PUT /spaces/{space_id}/guest_link (fields left out keep their value). */
export type GuestLinkSettings = ApiRequestBody<'/spaces/{space_id}/guest_link', 'put'>;
/** A guest link as a guest sees it on opening it. */
export type PublicGuestLink = ApiResponse<'/guest_links/{token}', 'get'>['guest_link'];
/** A guest who joined a link, with the upload token shown once. */
export type JoinedGuest = ApiResponse<'/guest_links/{token}/guests', 'post'>['guest'];
/** A page of a space's review queue. */
export type ReviewPage = ApiResponse<'/spaces/{space_id}/review', 'get'>;
/** The body of POST /spaces/{space_id}/review. */
export type ReviewDecision = ApiRequestBody<'/spaces/{space_id}/review', 'post'>;
/** One photo and its event's title, as a shared link to it shows it (GET /photos/{photo_id}). */
export type SharedPhoto = ApiResponse<'/photos/{photo_id}', 'get'>;
/** The body of PATCH /photos/{photo_id}. */
export type PhotoUpdate = ApiRequestBody<'/photos/{photo_id}', 'patch'>;
/** A photo as PATCH /photos/{photo_id} answers it. */
export type UpdatedPhoto = ApiResponse<'/photos/{photo_id}', 'patch'>['data'];
/** A photo state (PATCH /photos/{photo_id}/state). */
export type ApiPhotoState = ApiRequestBody<'/photos/{photo_id}/state', 'patch'>['state'];
/** A photo as PATCH /photos/{photo_id}/state answers it. */
export type PhotoWithState = ApiResponse<'/photos/{photo_id}/state', 'patch'>['data'];
/** The body of PATCH /spaces/{space_id}/photos: the photos of one space and what to set on all of them. */
export type PhotoBatchUpdate = ApiRequestBody<'/spaces/{space_id}/photos', 'patch'>;
/** The answer of POST /spaces/{space_id}/photos/delete: how many photos were deleted. */
export type DeletedPhotos = ApiResponse<'/spaces/{space_id}/photos/delete', 'post'>;
/** The body of POST /presigned_urls. */
export type PresignInput = ApiRequestBody<'/presigned_urls', 'post'>;
/** The answer of POST /presigned_urls. */
export type PresignedUrls = ApiResponse<'/presigned_urls', 'post'>;
/** A photo as POST /photos/{photo_id}/complete answers it. */
export type CompletedPhoto = ApiResponse<'/photos/{photo_id}/complete', 'post'>['photo'];
/** Where an upload stands for its uploader (GET /photos/{photo_id}/upload). */
export type PhotoUploadStatus = ApiResponse<'/photos/{photo_id}/upload', 'get'>['upload'];
/** What POST /photos/{photo_id}/parts is asked: the file's size and type. */
export type UploadPartsInput = ApiRequestBody<'/photos/{photo_id}/parts', 'post'>;
/** The presigned URL of each part of a resumable upload, and the parts' size. */
export type UploadPartUrls = ApiResponse<'/photos/{photo_id}/parts', 'post'>;
/** A part of a resumable upload that is stored: its number and the ETag its PUT answered. */
export type SentPart = NonNullable<ApiRequestBody<'/photos/{photo_id}/complete', 'post'>['parts']>[number];
/** An order as its link shows it: status, items at their frozen prices, total, masked phone, receipt. */
export type ApiOrder = ApiResponse<'/orders/{token}', 'get'>;
/** Where an order stands: `pending` until M-Pesa answers, then paid or one of the ways it ended unpaid. */
export type ApiOrderStatus = ApiOrder['status'];
/** The body of POST /orders: the space, its photos, the paying phone and an optional receipt address. */
export type OrderInput = ApiRequestBody<'/orders', 'post'>;
/** An order as a space's owner sees it in the sales list (GET /spaces/{space_id}/orders). */
export type SpaceSale = ApiResponse<'/spaces/{space_id}/orders', 'get'>['orders'][number];
/** The organiser's M-Pesa till or paybill, never its secrets (`connected: false` when there is none). */
export type MpesaAccount = ApiResponse<'/me/mpesa_account', 'get'>;
/** The body of PUT /me/mpesa_account: the shortcode, its type and the Daraja app's secrets. */
export type MpesaAccountInput = ApiRequestBody<'/me/mpesa_account', 'put'>;
/** A PIN prompt on the M-Pesa simulator's phone (development only). */
export type PhonePrompt = ApiResponse<'/dev/phone', 'get'>['prompts'][number];
/** The body of POST /dev/phone/prompts/{checkout_request_id}: how the simulator's phone answers. */
export type PhonePromptAnswer = ApiRequestBody<'/dev/phone/prompts/{checkout_request_id}', 'post'>;

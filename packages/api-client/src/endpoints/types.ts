import type { ApiRequestBody, ApiResponse, ApiSchema } from './call';

/** A user as the API shows it. */
export type ApiUser = ApiSchema<'User'>;
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
/** The body of POST /banners and POST /icons: one or more URLs or storage paths. */
export type SiteImageInput = ApiRequestBody<'/banners', 'post'>;
/** The link choosing a banner for a site. */
export type SiteBanner = ApiSchema<'SiteBanner'>;
/** The link choosing an icon for a site. */
export type SiteIcon = ApiSchema<'SiteIcon'>;
/** A question and answer of the FAQ. */
export type FaqEntry = ApiSchema<'FaqEntry'>;

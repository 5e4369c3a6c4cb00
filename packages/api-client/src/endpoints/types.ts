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

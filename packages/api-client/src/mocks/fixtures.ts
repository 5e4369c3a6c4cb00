import type {
  ApiStatus,
  ApiUser,
  EmailList,
  EmailListSubscription,
  SocialMediaAccount,
  SocialMediaSite,
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
};

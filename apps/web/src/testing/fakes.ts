import type { Session, User } from '@lense/api-client';
import type { LenseApi } from '../lib/api-context';

/** A user for stories and tests. */
export const TEST_USER: User = {
  id: 1,
  first_name: 'Amani',
  last_name: 'Otieno',
  email: 'amani@example.com',
  accepted_terms_of_service: true,
};

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token expiring in 2100, so a session holding it stays active. */
export const LONG_LIVED_TOKEN = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({
  sub: '1',
  exp: 4_102_444_800,
})}.signature`;

/** A signed-in session. */
export const SIGNED_IN: Partial<Session> = { user: TEST_USER, token: LONG_LIVED_TOKEN };

/** A promise that never settles (a call still running). */
export const pending = <T>() => new Promise<T>(() => {});

/** The e-mail lists the fake API serves: the newsletter among others. */
export const EMAIL_LISTS = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Announcements' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Newsletter' },
];

/** The plans the fake API serves. */
export const SUBSCRIPTION_TYPES = [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'basic' }];

const FIXED_DATE = '2025-01-01T00:00:00.000Z';

/** A fake API whose calls all succeed; override any call. */
export function createFakeApi(overrides: Partial<LenseApi> = {}): LenseApi {
  return {
    login: async () => ({ user: TEST_USER, status: 'ok' }),
    signInWithThirdParty: async () => ({ user: TEST_USER, status: 'ok' }),
    thirdPartyToken: async () => 'third-party-token',
    signup: async () => ({}),
    initiatePasswordChange: async () => ({}),
    validateResetPasswordToken: async () => ({}),
    changePassword: async () => ({}),
    logout: async () => ({}),
    emailLists: async () => ({ email_lists: EMAIL_LISTS }),
    subscribeToEmailList: async ({ email_list_id, email }) => ({
      email_list_subscription: { id: 'subscription-1', email_list_id, email },
    }),
    subscriptionTypes: async () => ({ subscription_types: SUBSCRIPTION_TYPES }),
    subscriptions: async () => ({ subscriptions: [] }),
    subscribe: async (subscriptionTypeId) => ({
      subscription: {
        id: 'plan-subscription-1',
        status: 'trialing',
        subscription_type_id: subscriptionTypeId,
        subscription_type_name: 'basic',
        trial_ends_at: FIXED_DATE,
        created_at: FIXED_DATE,
      },
    }),
    ...overrides,
  };
}

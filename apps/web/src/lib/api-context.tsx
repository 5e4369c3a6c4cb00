import { createTransport, type SessionStore, type Transport, type User } from '@lense/api-client';
import { createContext, type ReactNode, useContext } from 'react';

/** Body of POST /signup (`user`). */
export interface SignupBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  accepted_terms_of_service: boolean;
}

/** Body of PATCH /me/password. */
export interface PasswordChangeBody {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

/** Answer of the sign-in calls; the token arrives in the Authorization header (kept by the transport). */
export interface SignInResponse {
  user: User;
  status?: unknown;
}

/** An e-mail list (GET /email_lists). */
export interface EmailList {
  id: string;
  name: string;
}

/** A subscription of an address to an e-mail list (POST /email_list_subscriptions). */
export interface EmailListSubscription {
  id: string;
  email_list_id: string;
  email: string;
}

/** A plan (GET /subscription_types). */
export interface SubscriptionType {
  id: string;
  name: string;
}

/** The signed-in user's subscription to a plan (GET/POST /subscriptions). */
export interface PlanSubscription {
  id: string;
  status: string;
  subscription_type_id: string;
  subscription_type_name: string;
  trial_ends_at: string | null;
  created_at: string;
}

/**
 * The calls the screens make. The app gets the real one (over HTTP) from {@link createHttpApi};
 * stories and tests inject fakes through {@link ApiProvider}.
 */
export interface LenseApi {
  /** POST /login {user:{email,password}}. */
  login(credentials: { email: string; password: string }): Promise<SignInResponse>;
  /** POST /users/auth/google_oauth2 {token}. */
  signInWithThirdParty(token: string): Promise<SignInResponse>;
  /** Obtains a token from the third-party sign-in provider (rejects when it is unavailable or refused). */
  thirdPartyToken(): Promise<string>;
  /** POST /signup {user:{…}}. */
  signup(user: SignupBody): Promise<unknown>;
  /** POST /users/initiate_password_change {email}. */
  initiatePasswordChange(email: string): Promise<unknown>;
  /** GET /users/valid_reset_password_token?reset_password_token=… (rejects when the token is invalid). */
  validateResetPasswordToken(token: string): Promise<unknown>;
  /** PATCH /me/password. */
  changePassword(body: PasswordChangeBody): Promise<unknown>;
  /** DELETE /logout: revokes the current token. */
  logout(): Promise<unknown>;
  /** GET /email_lists. */
  emailLists(): Promise<{ email_lists: EmailList[] }>;
  /** POST /email_list_subscriptions {email_list_id, email}. */
  subscribeToEmailList(body: {
    email_list_id: string;
    email: string;
  }): Promise<{ email_list_subscription: EmailListSubscription }>;
  /** GET /subscription_types. */
  subscriptionTypes(): Promise<{ subscription_types: SubscriptionType[] }>;
  /** GET /subscriptions: the signed-in user's plans. */
  subscriptions(): Promise<{ subscriptions: PlanSubscription[] }>;
  /** POST /subscriptions {subscription_type_id}: starts the free trial of a plan. */
  subscribe(subscriptionTypeId: string): Promise<{ subscription: PlanSubscription }>;
}

/** The API over HTTP through the client's transport (token header, refresh, time-out, 401 handling). */
export function createHttpApi(transport: Transport): LenseApi {
  return {
    login: (user) => transport.request('POST', '/login', { body: { user } }),
    signInWithThirdParty: (token) =>
      transport.request('POST', '/users/auth/google_oauth2', { body: { token } }),
    // The provider's script and client id are not configured yet: third-party sign-in fails cleanly.
    thirdPartyToken: () => Promise.reject(new Error('Third-party sign-in is not configured')),
    signup: (user) => transport.request('POST', '/signup', { body: { user } }),
    initiatePasswordChange: (email) =>
      transport.request('POST', '/users/initiate_password_change', { body: { email } }),
    validateResetPasswordToken: (token) =>
      transport.request('GET', '/users/valid_reset_password_token', {
        query: { reset_password_token: token },
      }),
    changePassword: (body) => transport.request('PATCH', '/me/password', { body }),
    logout: () => transport.request('DELETE', '/logout'),
    emailLists: () => transport.request('GET', '/email_lists'),
    subscribeToEmailList: (body) => transport.request('POST', '/email_list_subscriptions', { body }),
    subscriptionTypes: () => transport.request('GET', '/subscription_types'),
    subscriptions: () => transport.request('GET', '/subscriptions'),
    subscribe: (subscriptionTypeId) =>
      transport.request('POST', '/subscriptions', { body: { subscription_type_id: subscriptionTypeId } }),
  };
}

/** The real API at `baseUrl` (default '/api'), sending and refreshing the session's token. */
export function createAppApi(session: SessionStore, baseUrl = '/api'): LenseApi {
  return createHttpApi(createTransport({ baseUrl, session }));
}

const ApiContext = createContext<LenseApi | null>(null);

/** Makes `api` available to the screens. */
export function ApiProvider({ api, children }: { api: LenseApi; children?: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API of the nearest {@link ApiProvider}. */
export function useApi(): LenseApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}

import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { GoogleSignInInput, LoginInput, SignupInput, StatusOnly, UserWithStatus } from './types';

/** Sign up, sign in (password or Google) and sign out. */
export interface AuthEndpoints {
  /** POST /signup: creates the account and mails a confirmation link (201 `{ user, status }`). */
  signup(user: SignupInput, options?: CallOptions): Promise<UserWithStatus>;
  /**
   * POST /login. The token arrives in the Authorization header (stored by the transport); the user is
   * stored in the session too.
   */
  login(credentials: LoginInput, options?: CallOptions): Promise<UserWithStatus>;
  /**
   * POST /users/auth/google_oauth2 with a Google ID token (or the token and a new account's `locale`); stores
   * token and user like {@link login}.
   */
  signInWithGoogle(input: string | GoogleSignInInput, options?: CallOptions): Promise<UserWithStatus>;
  /** DELETE /logout: revokes the token on the server; the local session is cleared whatever the answer. */
  logout(options?: CallOptions): Promise<StatusOnly>;
}

/** The endpoint functions of sign-up, sign-in and sign-out. */
export function authEndpoints({ call, session }: EndpointContext): AuthEndpoints {
  const remember = (answer: UserWithStatus) => {
    session.update({ user: answer.user, profile_picture_url: answer.user.profile_picture_url });
    return answer;
  };
  return {
    signup: (user, options) => call('post', '/signup', { ...options, body: { user } }),
    login: async (user, options) => remember(await call('post', '/login', { ...options, body: { user } })),
    signInWithGoogle: async (input, options) => {
      const body = typeof input === 'string' ? { token: input } : input;
      return remember(await call('post', '/users/auth/google_oauth2', { ...options, body }));
    },
    logout: async (options) => {
      try {
        return await call('delete', '/logout', options);
      } finally {
        session.clear();
      }
    },
  };
}

import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { ApiResponse } from './operations';
import type {
  AccountSettings,
  ApiUser,
  ExitSurveyInput,
  PasswordChangeInput,
  StatusOnly,
  UserWithStatus,
} from './types';

/** `{ valid: true }`: the answer of the token checks (an invalid token is a 404 {@link ApiError}). */
export type TokenValidity = ApiResponse<'/users/valid_reset_password_token', 'get'>;

/** E-mail confirmation, password reset, account deletion, exit survey and the current user. */
export interface AccountEndpoints {
  /** GET /users/confirmation?confirmation_token=…: confirms the address (404 for an unknown token). */
  confirmEmail(confirmationToken: string, options?: CallOptions): Promise<UserWithStatus>;
  /** POST /users/confirmation {email}: mails the confirmation link again. */
  resendConfirmation(email: string, options?: CallOptions): Promise<StatusOnly>;
  /** POST /users/initiate_password_change {email}: mails a password-reset link. */
  initiatePasswordChange(email: string, options?: CallOptions): Promise<StatusOnly>;
  /** GET /users/valid_reset_password_token: resolves when the reset token can be used, 404 otherwise. */
  validateResetPasswordToken(resetPasswordToken: string, options?: CallOptions): Promise<TokenValidity>;
  /** PATCH /me/password: sets a new password with a reset token; every existing session ends. */
  changePassword(input: PasswordChangeInput, options?: CallOptions): Promise<StatusOnly>;
  /** GET /me: the signed-in user. */
  me(options?: CallOptions): Promise<{ user: ApiUser }>;
  /**
   * PATCH /me {user: settings}: changes the signed-in user's account (its `locale`, which its mail speaks);
   * the session's user becomes the answer.
   */
  updateAccount(settings: AccountSettings, options?: CallOptions): Promise<{ user: ApiUser }>;
  /** POST /users/initiate_account_deletion: mails the signed-in user a deletion link. */
  initiateAccountDeletion(options?: CallOptions): Promise<StatusOnly>;
  /** GET /users/valid_deletion_token: resolves when the deletion token can be used, 404 otherwise. */
  validateDeletionToken(deletionToken: string, options?: CallOptions): Promise<TokenValidity>;
  /** POST /exit_surveys {reason, feedback}: records why the user leaves (signed in or not). */
  submitExitSurvey(input: ExitSurveyInput, options?: CallOptions): Promise<StatusOnly>;
  /** DELETE /me?deletion_token=…: deletes the signed-in user's account, then clears the session. */
  deleteAccount(deletionToken: string, options?: CallOptions): Promise<StatusOnly>;
}

/** The endpoint functions of the account. */
export function accountEndpoints({ call, session }: EndpointContext): AccountEndpoints {
  return {
    confirmEmail: (confirmation_token, options) =>
      call('get', '/users/confirmation', { ...options, query: { confirmation_token } }),
    resendConfirmation: (email, options) =>
      call('post', '/users/confirmation', { ...options, body: { email } }),
    initiatePasswordChange: (email, options) =>
      call('post', '/users/initiate_password_change', { ...options, body: { email } }),
    validateResetPasswordToken: (reset_password_token, options) =>
      call('get', '/users/valid_reset_password_token', { ...options, query: { reset_password_token } }),
    changePassword: (body, options) => call('patch', '/me/password', { ...options, body }),
    me: (options) => call('get', '/me', options),
    updateAccount: async (user, options) => {
      const answer = await call('patch', '/me', { ...options, body: { user } });
      session.update({ user: answer.user });
      return answer;
    },
    initiateAccountDeletion: (options) => call('post', '/users/initiate_account_deletion', options),
    validateDeletionToken: (deletion_token, options) =>
      call('get', '/users/valid_deletion_token', { ...options, query: { deletion_token } }),
    submitExitSurvey: (body, options) => call('post', '/exit_surveys', { ...options, body }),
    deleteAccount: async (deletion_token, options) => {
      const answer = await call('delete', '/me', { ...options, query: { deletion_token } });
      session.clear();
      return answer;
    },
  };
}

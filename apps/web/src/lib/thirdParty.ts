/**
 * Obtains an ID token from the third-party sign-in provider. The provider's script and public client
 * id are not configured yet, so this rejects and the sign-in fails cleanly with 'Login failed'.
 */
export function requestThirdPartyToken(): Promise<string> {
  return Promise.reject(new Error('Third-party sign-in is not configured'));
}

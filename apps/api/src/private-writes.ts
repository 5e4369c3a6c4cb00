/**
 * Writes that never change an answer the public cache holds (the feed and public space pages): signing up,
 * in and out, account mail, the newsletter, plans, space API keys, download addresses, guest links and guests
 * joining them, and
 * uploads until their images exist (the
 * job that makes them empties the cache when a photo appears). They leave the cache alone, so the logins
 * and uploads of a live event do not empty it. Every other successful write does.
 */
export function writesWithoutPublicEffect(apiBase: string): ReadonlySet<string> {
  const routes: [method: string, path: string][] = [
    ['POST', '/signup'],
    ['POST', '/login'],
    ['POST', '/users/auth/google_oauth2'],
    ['DELETE', '/logout'],
    ['POST', '/users/confirmation'],
    ['POST', '/users/initiate_password_change'],
    ['PATCH', '/me/password'],
    ['POST', '/users/initiate_account_deletion'],
    ['POST', '/email_list_subscriptions'],
    ['POST', '/subscriptions'],
    ['POST', '/presigned_urls'],
    ['POST', '/photos/:photo_id/complete'],
    ['PUT', '/storage/*'],
    ['POST', '/spaces/:space_id/credentials'],
    ['DELETE', '/spaces/:space_id/credentials/:credential_id'],
    ['POST', '/spaces/:space_id/download_url'],
    ['PUT', '/spaces/:space_id/guest_link'],
    ['DELETE', '/spaces/:space_id/guest_link'],
    ['POST', '/guest_links/:token/guests'],
  ];
  return new Set(routes.map(([method, path]) => `${method} ${apiBase}${path}`));
}

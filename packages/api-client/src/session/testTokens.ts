const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Builds an unsigned JWT-shaped token with the given payload, for tests. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** A token expiring `secondsFromNow` after `nowMs`. */
export function tokenExpiringIn(secondsFromNow: number, nowMs: number): string {
  return makeToken({ sub: 'user-1', exp: Math.floor(nowMs / 1000) + secondsFromNow });
}

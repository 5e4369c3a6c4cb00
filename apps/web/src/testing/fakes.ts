import type { ApiUser, Session } from '@lense/api-client';

/** A user for stories and tests. */
export const TEST_USER: ApiUser = {
  id: '1',
  first_name: 'Amani',
  last_name: 'Otieno',
  email: 'amani@example.com',
  accepted_terms_of_service: true,
  profile_picture_url: null,
  confirmed: true,
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

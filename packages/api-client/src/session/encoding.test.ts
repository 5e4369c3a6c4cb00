import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession } from './encoding';
import { EMPTY_SESSION, type Session } from './session';

const session: Session = {
  user: {
    id: '1',
    first_name: 'Zoë',
    last_name: 'Wanjikũ',
    email: 'z@b.co',
    accepted_terms_of_service: true,
    profile_picture_url: null,
    confirmed: true,
    locale: 'en' as const,
  },
  token: 'a.b.c',
  profile_picture_url: null,
  open_on_login: '/sites',
};

describe('session encoding', () => {
  it('is base64 of the JSON, not plain text', () => {
    const encoded = encodeSession(session);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(encoded).not.toContain('Wanj');
    expect(
      JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))),
    ).toEqual(session);
  });

  it('round-trips, including non-ASCII text', () => {
    expect(decodeSession(encodeSession(session))).toEqual(session);
  });

  it.each([null, undefined, '', '%%%', btoa('not json'), btoa('42'), btoa('null')])(
    'gives the empty session for %j',
    (stored) => {
      expect(decodeSession(stored)).toEqual(EMPTY_SESSION);
    },
  );

  it('repairs fields of the wrong type', () => {
    const stored = btoa(JSON.stringify({ user: 'x', token: 5, profile_picture_url: 1, open_on_login: '' }));
    expect(decodeSession(stored)).toEqual(EMPTY_SESSION);
  });
});

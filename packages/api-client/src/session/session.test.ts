import { describe, expect, it } from 'vitest';
import { addressWithoutHost, resetSessionState } from './session';

describe('addressWithoutHost', () => {
  it('keeps path, query and hash of a full URL', () => {
    expect(addressWithoutHost('https://lense.test:8080/spaces/7/view?tab=qr#top')).toBe(
      '/spaces/7/view?tab=qr#top',
    );
  });

  it('keeps an address that has no host', () => {
    expect(addressWithoutHost('/collections?x=1')).toBe('/collections?x=1');
  });

  it('falls back to /spaces for something that is not an address', () => {
    expect(addressWithoutHost('not a url')).toBe('/spaces');
    expect(addressWithoutHost('//evil.test/path')).toBe('/spaces');
  });
});

describe('resetSessionState', () => {
  it('clears user, token and picture and remembers the address', () => {
    const session = {
      user: {
        id: '1',
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        accepted_terms_of_service: true,
        profile_picture_url: null,
        confirmed: true,
        locale: 'en' as const,
      },
      token: 't',
      profile_picture_url: 'https://cdn.test/me.png',
      open_on_login: '/spaces',
    };
    expect(resetSessionState(session, 'https://lense.test/sites/3/settings/icon')).toEqual({
      user: null,
      token: null,
      profile_picture_url: null,
      open_on_login: '/sites/3/settings/icon',
    });
  });
});

import { EMPTY_SESSION } from '@lense/api-client';
import {
  addressOf,
  postLoginPath,
  signedInRedirect,
  signedOutRedirect,
  trailingSlashTarget,
} from './routing';

describe('trailingSlashTarget', () => {
  it('leaves the root alone', () => {
    expect(trailingSlashTarget({ pathname: '/', search: '?a=1' })).toBeNull();
  });
  it('leaves paths without a trailing slash alone', () => {
    expect(trailingSlashTarget({ pathname: '/spaces' })).toBeNull();
  });
  it('drops the trailing slash and keeps the query string and hash', () => {
    expect(trailingSlashTarget({ pathname: '/spaces/', search: '?page=2', hash: '#top' })).toBe(
      '/spaces?page=2#top',
    );
  });
  it('drops repeated trailing slashes', () => {
    expect(trailingSlashTarget({ pathname: '/faq//' })).toBe('/faq');
  });
});

describe('signedOutRedirect', () => {
  it('lets signed-in visitors stay', () => {
    expect(signedOutRedirect(true, { pathname: '/spaces' })).toBeNull();
  });
  it('sends signed-out visitors to /login remembering the whole address', () => {
    expect(signedOutRedirect(false, { pathname: '/spaces/7/view', search: '?x=1', hash: '#h' })).toEqual({
      to: '/login',
      remember: '/spaces/7/view?x=1#h',
    });
  });
});

describe('signedInRedirect', () => {
  it('keeps signed-out visitors on the sign-in screens', () => {
    expect(signedInRedirect(false, { open_on_login: '/sites' })).toBeNull();
  });
  it('sends signed-in visitors to open_on_login', () => {
    expect(signedInRedirect(true, { open_on_login: '/sites?tab=2' })).toBe('/sites?tab=2');
  });
  it('sends them to /spaces when open_on_login is the login page', () => {
    expect(signedInRedirect(true, { open_on_login: '/login' })).toBe('/spaces');
    expect(signedInRedirect(true, { open_on_login: '/login?next=1' })).toBe('/spaces');
  });
});

describe('postLoginPath', () => {
  it('is /spaces for a session that remembers nothing', () => {
    expect(EMPTY_SESSION.open_on_login).toBe('/spaces');
    expect(postLoginPath(EMPTY_SESSION)).toBe('/spaces');
  });

  it('returns the remembered address', () => {
    expect(postLoginPath({ open_on_login: '/sites?x=1' })).toBe('/sites?x=1');
  });

  it('returns /spaces when the remembered address is the login page', () => {
    expect(postLoginPath({ open_on_login: '/login' })).toBe('/spaces');
    expect(postLoginPath({ open_on_login: '/login?next=1' })).toBe('/spaces');
    expect(postLoginPath({ open_on_login: '' })).toBe('/spaces');
  });
});

describe('addressOf', () => {
  it('joins path, query and hash', () => {
    expect(addressOf({ pathname: '/a', search: '?b', hash: '#c' })).toBe('/a?b#c');
  });
});

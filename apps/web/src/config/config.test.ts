import { isMenuItemActive, menu, visibleMenu } from './menu';
import { paths, SIGNED_IN_PATHS } from './paths';

describe('paths', () => {
  it('builds space hrefs', () => {
    expect(paths.space('a b')).toBe('/spaces/a%20b');
    expect(paths.space.view(7)).toBe('/spaces/7/view');
    expect(paths.space.qr(7)).toBe('/spaces/7/qr');
    expect(paths.space.manage.option(7, 'edit')).toBe('/spaces/7/manage/edit');
    expect(paths.space.photo(7, 9)).toBe('/spaces/7/photos/9');
  });
  it('builds site, collection, plan and token hrefs', () => {
    expect(paths.siteSettings(3)).toBe('/sites/3/settings/details');
    expect(paths.siteSettings(3, 'banner')).toBe('/sites/3/settings/banner');
    expect(paths.collectionSettings(4)).toBe('/collections/4/settings');
    expect(paths.planSubscribe(2)).toBe('/plans/2/subscribe');
    expect(paths.passwordEdit('t/1')).toBe('/password/edit?reset_password_token=t%2F1');
    expect(paths.exitSurvey('d')).toBe('/exit-survey/d');
  });
  it('carries each route pattern', () => {
    expect(paths.home()).toBe('/home');
    expect(paths.home.path).toBe('/home');
    expect(paths.space.path).toBe('/spaces/:spaceId');
    expect(paths.space.view.path).toBe('/spaces/:spaceId/view');
    expect(paths.space.manage.option.path).toBe('/spaces/:spaceId/manage/:option');
    expect(paths.passwordEdit.path).toBe('/password/edit');
    expect(paths.passwordEdit()).toBe('/password/edit');
  });

  it('lists the signed-in routes of the spec', () => {
    expect(SIGNED_IN_PATHS).toContain('/spaces');
    expect(SIGNED_IN_PATHS).toContain('/spaces/:spaceId/manage/:option');
    expect(SIGNED_IN_PATHS).toContain('/settings');
    expect(SIGNED_IN_PATHS).not.toContain('/discover');
    // Anyone may view a space, see its QR code and copy its link.
    expect(SIGNED_IN_PATHS).not.toContain('/spaces/:spaceId/view');
    expect(SIGNED_IN_PATHS).not.toContain('/spaces/:spaceId/qr');
  });
});

describe('menu', () => {
  it('shows only Discover to signed-out visitors', () => {
    expect(visibleMenu(menu, { signedIn: false, mobile: true }).map((item) => item.name)).toEqual([
      'Discover',
    ]);
  });
  it('shows the desktop entries to signed-in users', () => {
    expect(visibleMenu(menu, { signedIn: true, mobile: false }).map((item) => item.link)).toEqual([
      '/spaces',
      '/collections',
      '/sites',
      '/discover',
    ]);
  });
  it('adds Upgrade plan and Settings in the mobile menu', () => {
    expect(visibleMenu(menu, { signedIn: true, mobile: true }).map((item) => item.name)).toEqual([
      'Spaces',
      'Collections',
      'Sites',
      'Discover',
      'Upgrade plan',
      'Settings',
    ]);
  });
  it('highlights by path prefix', () => {
    expect(isMenuItemActive('/spaces', '/spaces/7/view')).toBe(true);
    expect(isMenuItemActive('/spaces', '/spaces')).toBe(true);
    expect(isMenuItemActive('/spaces', '/spacesx')).toBe(false);
  });
});

import {
  APP_HOST_META,
  appHomeUrl,
  configuredAppHost,
  hostnameOf,
  publishedSiteUrl,
  siteNameForAddress,
  siteNameForHost,
} from './siteHost';

describe('siteNameForHost', () => {
  it('treats the bare app host as the app', () => {
    expect(siteNameForHost('localhost')).toBeNull();
    expect(siteNameForHost('localhost:5173')).toBeNull();
    expect(siteNameForHost('lense.co.ke', 'lense.co.ke')).toBeNull();
    expect(siteNameForHost('www.lense.co.ke', 'lense.co.ke')).toBeNull();
  });

  it('names the site of a subdomain of the app host, ignoring case and ports', () => {
    expect(siteNameForHost('ada-weddings.localhost')).toBe('ada-weddings');
    expect(siteNameForHost('ada.localhost:5173', 'localhost:5173')).toBe('ada');
    expect(siteNameForHost('Ada.Lense.co.ke', 'lense.co.ke')).toBe('ada');
    expect(siteNameForHost('ada.lense.co.ke:8080', 'lense.co.ke')).toBe('ada');
    expect(siteNameForHost('ada.lense.co.ke.', 'lense.co.ke')).toBe('ada');
  });

  it('gives null for hosts outside the app host, deeper subdomains and labels that are no site name', () => {
    expect(siteNameForHost('ada.example.com', 'lense.co.ke')).toBeNull();
    expect(siteNameForHost('notlense.co.ke', 'lense.co.ke')).toBeNull();
    expect(siteNameForHost('a.b.lense.co.ke', 'lense.co.ke')).toBeNull();
    expect(siteNameForHost('-ada.lense.co.ke', 'lense.co.ke')).toBeNull();
    expect(siteNameForHost('ada_1.lense.co.ke', 'lense.co.ke')).toBeNull();
    expect(siteNameForHost('127.0.0.1')).toBeNull();
    expect(siteNameForHost('[::1]:5173')).toBeNull();
    expect(siteNameForHost('ada.localhost', '')).toBeNull();
  });
});

describe('siteNameForAddress', () => {
  it('uses the configured host and falls back to localhost', () => {
    expect(siteNameForAddress('ada.lense.co.ke', 'lense.co.ke')).toBe('ada');
    expect(siteNameForAddress('ada.localhost:5173', 'lense.co.ke')).toBe('ada');
    expect(siteNameForAddress('ada.localhost', undefined)).toBe('ada');
    expect(siteNameForAddress('lense.co.ke', 'lense.co.ke')).toBeNull();
    expect(siteNameForAddress('ada.lense.co.ke', undefined)).toBeNull();
  });
});

describe('hostnameOf', () => {
  it('drops the port and lower-cases', () => {
    expect(hostnameOf('Lense.co.ke:443')).toBe('lense.co.ke');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
  });
});

describe('configuredAppHost', () => {
  afterEach(() => {
    document.head.querySelector(`meta[name="${APP_HOST_META}"]`)?.remove();
  });

  it('reads the host from the page’s meta element', () => {
    expect(configuredAppHost()).toBeUndefined();
    const meta = document.createElement('meta');
    meta.name = APP_HOST_META;
    meta.content = ' lense.co.ke ';
    document.head.append(meta);
    expect(configuredAppHost()).toBe('lense.co.ke');
  });
});

describe('publishedSiteUrl', () => {
  it('puts the site name before the host on the page’s protocol', () => {
    // jsdom pages are http://localhost:3000 by default.
    expect(publishedSiteUrl('ada', 'lense.co.ke')).toBe('http://ada.lense.co.ke');
  });
});

describe('appHomeUrl', () => {
  it('drops the site name from a site page’s address, keeping its port', () => {
    expect(appHomeUrl({ protocol: 'http:', host: 'ada.localhost:5173' })).toBe('http://localhost:5173/home');
  });

  it('is the app’s own home page on the app', () => {
    expect(appHomeUrl({ protocol: 'https:', host: 'localhost:3000' })).toBe('https://localhost:3000/home');
  });
});

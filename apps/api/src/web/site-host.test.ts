import { describe, expect, it } from 'vitest';
import { siteNameForHost } from './site-host.ts';

describe('siteNameForHost', () => {
  it('reads a site from one label under an app host or localhost, ports and case aside', () => {
    expect(siteNameForHost('ada.lense.co.ke', ['lense.co.ke'])).toBe('ada');
    expect(siteNameForHost('Ada-Weddings.Lense.co.ke:8080', ['lense.co.ke:443'])).toBe('ada-weddings');
    expect(siteNameForHost('demo-events.localhost:4173', [])).toBe('demo-events');
    expect(siteNameForHost('demo-events.localhost', ['lense.co.ke'])).toBe('demo-events');
  });

  it('gives null for the app itself, www, deeper subdomains, other hosts and labels no site can have', () => {
    for (const host of [
      'lense.co.ke',
      'www.lense.co.ke',
      'a.b.lense.co.ke',
      'example.com',
      '127.0.0.1:8080',
      'localhost',
      '-bad.lense.co.ke',
      'under_score.localhost',
      undefined,
    ]) {
      expect(siteNameForHost(host, ['lense.co.ke']), host).toBeNull();
    }
  });
});

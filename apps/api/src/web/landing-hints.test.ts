import { describe, expect, it } from 'vitest';
import { LANDING_HERO_SIZES, landingHints } from './landing-hints.ts';
import type { ViteManifest } from './route-chunks.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/features/landing/LandingPage.tsx': { file: 'assets/LandingPage-1.js', imports: ['_react-1.js'] },
  'src/features/landing/photos/reception-800.webp': { file: 'assets/reception-800-b.webp' },
  'src/features/landing/photos/reception-480.webp': { file: 'assets/reception-480-a.webp' },
  'src/features/landing/photos/toast-240.webp': { file: 'assets/toast-240-c.webp' },
};

describe('landingHints', () => {
  it("preloads the landing screen's code and the hero photo's widths, smallest first, at the hero's sizes", () => {
    const hints = landingHints(manifest);
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingPage-1.js">');
    expect(hints).not.toContain('react-1.js');
    expect(hints).toContain(
      'imagesrcset="/assets/reception-480-a.webp 480w, /assets/reception-800-b.webp 800w"',
    );
    expect(hints).toContain(`imagesizes="${LANDING_HERO_SIZES}"`);
    expect(hints).not.toContain('toast');
  });

  it('hints nothing without a build manifest', () => {
    expect(landingHints(null)).toBe('');
  });
});

// @vitest-environment node
// Reads the screens' sources from disk, so this test runs in Node rather than jsdom.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The screens that are not pages of the app and so draw their own `main`, `h1` or page `header`; every
 * other screen takes them from the design system (`PageLayout`, `PageHeader`; ADR 0023).
 */
const OWN_FRAME: Record<string, string> = {
  'components/CardScreen.tsx':
    'a centred card on a tinted page (sign-in, account); its heading is a PageHeader',
  'components/FocusedShell.tsx': 'the bar of the focused shell (guest upload, poster), not a page heading',
  'features/auth/PasswordEditPage.tsx': 'a spinner alone while the reset token is checked',
  'features/closure/ClosurePage.tsx': 'a full-page farewell message',
  'features/guest-upload/EventCard.tsx': "the event's card a guest sees first",
  'features/guest-upload/GuestUploadPage.tsx': 'a phone-first single column for guests',
  'features/landing/LandingPage.tsx': 'the landing page and its hero',
  'features/live/LiveStage.tsx': 'the full-screen slideshow',
  'features/poster/GuestPosterPage.tsx': 'the printable poster',
  'features/poster/PosterSheet.tsx': 'the printable poster',
  'features/published-site/PublishedSitePage.tsx': "the organiser's published site, with its own hero",
  'features/published-site/SiteFrame.tsx': "the published site's bar around its checkout and order pages",
  'features/spaces/SpaceLayout.tsx': "a spinner alone while a space's screen loads",
};

/**
 * A `main`, `h1` or page `header` of a screen's own: a styled one, one a layout primitive is given
 * (`<Stack asChild><main>`), or a level 1 `Heading`.
 */
const ownFrame = /styled\.(main|h1|header)\b|asChild[^>]*>\s*<(main|h1|header)\b|<Heading[^>]*level=\{1\}/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.stories.') ? [path] : [];
  });
}

describe('the page frame', () => {
  it('comes from the design system on every page of the app', () => {
    const screens = sources(srcRoot)
      .filter((path) => ownFrame.test(readFileSync(path, 'utf8')))
      .map((path) => relative(srcRoot, path).split('\\').join('/'))
      .sort();
    expect(screens).toEqual(Object.keys(OWN_FRAME).sort());
  });
});

// Pictures of the first screen of the main screens, on a phone (375x812) and a laptop (1280x800), and of the
// slideshow on a TV (1920x1080) too, from the production build served
// by the API with the demo content (its organiser signed in where a screen needs it), into docs/screens/.
// They are for reading the product at a glance (designers, reviewers, the README), not pixel tests: the
// stories are those.
//
//   pnpm screens                          (builds the web app first; every screen, about two minutes)
//   node screens/capture.ts discover qr   (after a web build: only the screens named)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../testing/chromium.ts';
import { DEMO_USER, repoRoot, startServer } from '../src/server.ts';

const OUT = join(repoRoot, 'docs/screens');
interface Device {
  suffix: string;
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  /** Only these screens, when given: a TV shows the slideshow and nothing else. */
  only?: readonly string[];
}

const DEVICES: readonly Device[] = [
  { suffix: '375', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { suffix: '1280', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  {
    suffix: '1920',
    viewport: { width: 1920, height: 1080 },
    isMobile: false,
    hasTouch: false,
    only: ['live-slideshow'],
  },
];

/** What the screens need to know of the demo content. */
interface Demo {
  spaceId: string;
  photoId: string;
  siteId: string;
  collectionId: string;
  guestPath: string;
  siteUrl: string;
}

interface Screen {
  name: string;
  path: (demo: Demo) => string;
  signedIn?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'landing', path: () => '/home' },
  { name: 'discover', path: () => '/discover' },
  { name: 'space-view', path: (d) => `/spaces/${d.spaceId}/view` },
  { name: 'photo-viewer', path: (d) => `/spaces/${d.spaceId}/view?photo=${d.photoId}` },
  { name: 'space-qr', path: (d) => `/spaces/${d.spaceId}/qr` },
  { name: 'published-site', path: (d) => d.siteUrl },
  { name: 'guest-upload', path: (d) => d.guestPath },
  { name: 'live-slideshow', path: (d) => `/spaces/${d.spaceId}/live` },
  { name: 'login', path: () => '/login' },
  { name: 'signup', path: () => '/signup' },
  { name: 'faq', path: () => '/faq' },
  { name: 'spaces', path: () => '/spaces', signedIn: true },
  { name: 'new-space', path: () => '/spaces/new', signedIn: true },
  { name: 'space-manage', path: (d) => `/spaces/${d.spaceId}/manage`, signedIn: true },
  { name: 'space-guests', path: (d) => `/spaces/${d.spaceId}/manage/guests`, signedIn: true },
  { name: 'space-edit', path: (d) => `/spaces/${d.spaceId}/manage/edit`, signedIn: true },
  { name: 'upload', path: (d) => `/spaces/${d.spaceId}/upload`, signedIn: true },
  { name: 'poster', path: (d) => `/spaces/${d.spaceId}/poster`, signedIn: true },
  { name: 'collections', path: () => '/collections', signedIn: true },
  { name: 'collection-settings', path: (d) => `/collections/${d.collectionId}/settings`, signedIn: true },
  { name: 'sites', path: () => '/sites', signedIn: true },
  { name: 'site-settings', path: (d) => `/sites/${d.siteId}/settings/details`, signedIn: true },
  { name: 'plans', path: () => '/plans/select', signedIn: true },
  { name: 'settings', path: () => '/settings', signedIn: true },
];

/** Carets hidden: a blinking caret is never part of a screen's picture. */
const NO_CARET = '*, *::before, *::after { caret-color: transparent !important; }';

async function api<T>(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(`${base}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, headers: response.headers };
}

/** Reads the demo's ids and turns guest uploads on for its first event. */
async function readDemo(base: string): Promise<Demo> {
  const login = await api<unknown>(base, '/login', {
    method: 'POST',
    body: JSON.stringify({ user: DEMO_USER }),
  });
  const authorization = login.headers.get('authorization') ?? '';
  const auth = { headers: { authorization } };
  const spaces = (await api<{ data: { id: string; title: string }[] }>(base, '/spaces', auth)).body.data;
  const space = spaces.find((s) => s.title.startsWith('Summer wedding')) ?? spaces[0]!;
  const photos = (await api<{ photos: { id: string }[] }>(base, `/spaces/${space.id}`, auth)).body.photos;
  const sites = (await api<{ sites: { id: string; name: string }[] }>(base, '/sites', auth)).body.sites;
  const collections = (await api<{ collections: { id: string }[] }>(base, '/collections', auth)).body
    .collections;
  const link = await api<{ guest_link: { url: string } }>(base, `/spaces/${space.id}/guest_link`, {
    ...auth,
    method: 'PUT',
    body: JSON.stringify({}),
  });
  return {
    spaceId: space.id,
    photoId: photos[1]?.id ?? photos[0]!.id,
    siteId: sites[0]!.id,
    collectionId: collections[0]!.id,
    guestPath: new URL(link.body.guest_link.url).pathname,
    siteUrl: base.replace('//127.0.0.1:', `//${sites[0]!.name}.localhost:`),
  };
}

/** Waits until the page has settled: no request running, fonts and the images shown decoded, two frames. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Opening animations (a dialog fading in) are waited out; endless ones (spinners) are left running.
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // A lazy image out of view never loads, and its decode() would never settle: only those loaded.
    const loaded = [...document.images].filter((image) => image.complete && image.naturalWidth > 0);
    await Promise.all(loaded.map((image) => image.decode().catch(() => undefined)));
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

async function capture(browser: Browser, base: string, demo: Demo, screens: Screen[]): Promise<string[]> {
  const written: string[] = [];
  for (const { suffix, only, ...device } of DEVICES) {
    const shown = only ? screens.filter((screen) => only.includes(screen.name)) : screens;
    if (shown.length === 0) continue;
    const context = await browser.newContext({ ...device, reducedMotion: 'reduce' });
    const page = await context.newPage();
    let signedIn = false;
    for (const screen of shown) {
      if (screen.signedIn && !signedIn) {
        await page.goto(`${base}/login`);
        const form = page.getByRole('form', { name: 'Sign in' });
        await form.getByLabel('E-mail').fill(DEMO_USER.email);
        await form.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
        await form.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(`${base}/spaces`);
        signedIn = true;
      }
      const path = screen.path(demo);
      await page.goto(path.startsWith('http') ? path : `${base}${path}`);
      await page.addStyleTag({ content: NO_CARET });
      await settle(page);
      const file = join(OUT, `${screen.name}-${suffix}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
      written.push(file);
    }
    await context.close();
  }
  return written;
}

const only = process.argv.slice(2);
const screens = only.length > 0 ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;
mkdirSync(OUT, { recursive: true });
const server = await startServer({ demo: 'small', timeoutMs: 300_000 });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const demo = await readDemo(server.url);
  const written = await capture(browser, server.url, demo, screens);
  console.log(`${written.length} pictures in docs/screens/`);
} finally {
  await browser.close();
  await server.stop();
}

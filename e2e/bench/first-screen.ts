// Benchmark: what a visitor's phone loads for the first screen of photo pages, on the production build
// served by the API with the camera-sized demo photos (4000x3000 JPEGs of about 3 MB). In Chromium at
// 375x812, DPR 2: the image bytes of the first screen, and for every image shown there its natural width
// against its displayed width x DPR (target <= 1.5x) and its displayed aspect ratio against the photo's
// (target within 2 %). Targets: first-screen image bytes <= 600 KB; exits non-zero when one is missed.
//
//   pnpm bench first-screen                 (builds the web app first; /discover and a space's view)
//   node bench/first-screen.ts [/path ...]  (after a web build)
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../testing/chromium.ts';
import { startServer } from '../src/server.ts';

const VIEWPORT = { width: 375, height: 812 };
const DPR = 2;
const BYTES_BUDGET = 600 * 1024;

const server = await startServer({ demo: 'camera', timeoutMs: 300_000 });
const browser = await chromium.launch(chromiumLaunchOptions());

interface Shown {
  src: string;
  natural: number;
  displayed: number;
  ratioError: number;
}

/** Measures one page: image bytes fetched until the network is idle, and the images in the first screen. */
async function measure(page: Page, path: string) {
  const bytes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    bytes.set(response.url(), body.length);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  // naturalWidth of an image picked from a srcset is corrected by its density: read the file's own width.
  const shown: Shown[] = await page.$$eval('main img', async (elements) => {
    const visible = [];
    for (const element of elements) {
      const img = element as HTMLImageElement;
      const box = img.getBoundingClientRect();
      if (!(box.top < window.innerHeight && box.bottom > 0 && box.width > 0)) continue;
      const file = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      const photoWidth = Number(img.getAttribute('width'));
      const photoHeight = Number(img.getAttribute('height'));
      visible.push({
        src: img.currentSrc,
        natural: file.width,
        displayed: box.width,
        ratioError:
          photoWidth && photoHeight ? Math.abs(box.width / box.height / (photoWidth / photoHeight) - 1) : 0,
      });
    }
    return visible;
  });
  const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
  return { total, shown };
}

let missed = false;
try {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (paths.length === 0) {
    const feed = (await (await fetch(`${server.url}/api/photos`)).json()) as {
      photos: { space_id: string }[];
    };
    paths.push('/discover', `/spaces/${feed.photos[0]!.space_id}/view`);
  }
  for (const path of paths) {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: DPR, isMobile: true });
    const { total, shown } = await measure(await context.newPage(), path);
    await context.close();
    const worstOversize = Math.max(...shown.map((image) => image.natural / (image.displayed * DPR)));
    const worstRatio = Math.max(...shown.map((image) => image.ratioError));
    // A page whose first screen shows no photo measured nothing: that is a miss too.
    const ok = shown.length > 0 && total <= BYTES_BUDGET && worstOversize <= 1.5 && worstRatio <= 0.02;
    missed ||= !ok;
    console.log(
      `\n${path} at ${VIEWPORT.width}x${VIEWPORT.height}, DPR ${DPR}: ${ok ? 'within targets' : 'MISSED'}`,
    );
    console.log(`  image bytes loaded: ${(total / 1024).toFixed(0)} KB (budget ${BYTES_BUDGET / 1024} KB)`);
    console.log(`  images in the first screen: ${shown.length}`);
    for (const image of shown) {
      const file = image.src.replace(/^.*\/images\//, '').replace(/\?.*$/, '');
      console.log(
        `    ${file.padEnd(34)} natural ${String(image.natural).padStart(4)} px, shown ${image.displayed.toFixed(0)} px` +
          ` (x${(image.natural / (image.displayed * DPR)).toFixed(2)} of DPR width), aspect off by ${(image.ratioError * 100).toFixed(2)} %`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = missed ? 1 : 0;

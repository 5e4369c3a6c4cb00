// Benchmark: the live slideshow (/spaces/{id}/live) left running on a venue's TV. The production build
// served by the API, in Chromium at 1920x1080, on a public space that already holds as many photos as the
// show goes round (100), while guests keep sending new ones (a 1600x1200 PNG every 8 s, through a guest
// link, by named and unnamed guests, so the caption comes and goes). Every sample (30 s) forces a garbage
// collection and reads the page's JS heap, DOM nodes (detached ones that are still alive count too), event
// listeners and <img> elements, and the memory (PSS) of Chromium's processes. The page notes each change
// of the image in front, which counts the slides. At the end a simulated critical memory pressure makes
// Chromium drop its caches, and the renderers' memory is read again.
//
// Budgets (this benchmark's own, not the product's): after the warm-up, the JS heap after GC grows by at
// most 5 MB an hour (least-squares slope over the samples, i.e. 40 MB over an 8-hour evening), DOM nodes
// and listeners stay within a small margin of their first value, <img> elements never exceed it, and the
// show keeps moving (no photo on screen for more than 30 s). Exits non-zero when one is missed. Chromium's
// process memory is reported, not budgeted: it is mostly decoded images the browser caches and sizes
// itself (see docs/performance/media.md, "The live slideshow over hours"). Playwright's own scripts in the
// page add about 1 MB of JS heap from the start, not a growth.
//
//   pnpm bench slideshow-memory                     (builds the web app first; 10 minutes)
//   pnpm bench slideshow-memory --minutes 2         (a quick check; SLIDESHOW_MINUTES=2 does the same)
//   node bench/slideshow-memory.ts --minutes 60     (after a web build)
// More knobs: SLIDESHOW_UPLOAD_SECONDS (8), SLIDESHOW_SAMPLE_SECONDS (30, less for short runs),
// SLIDESHOW_WARMUP_SECONDS (60, less for short runs), SLIDESHOW_SEED_PHOTOS (100), SLIDESHOW_VIEWPORT
// (1920x1080), SLIDESHOW_HEAP_DIFF=1 (heap snapshots after the warm-up and at the end: what grew, by kind).
import { readdirSync, readFileSync } from 'node:fs';
import { type CDPSession, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../testing/chromium.ts';
import { pngImage } from '../src/images.ts';
import { startServer } from '../src/server.ts';

/** A number from `--name value` on the command line, else the environment variable, else the default. */
function setting(flag: string, variable: string, fallback: number): number {
  const at = process.argv.indexOf(flag);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${flag} / ${variable} must be a number: ${raw}`);
  return value;
}

const MINUTES = setting('--minutes', 'SLIDESHOW_MINUTES', 10);
const DURATION_MS = MINUTES * 60_000;
const UPLOAD_MS = setting('--upload-seconds', 'SLIDESHOW_UPLOAD_SECONDS', 8) * 1000;
const SAMPLE_MS =
  setting('--sample-seconds', 'SLIDESHOW_SAMPLE_SECONDS', Math.min(30, Math.max(5, (MINUTES * 60) / 20))) *
  1000;
const WARMUP_MS =
  setting('--warmup-seconds', 'SLIDESHOW_WARMUP_SECONDS', Math.min(60, (MINUTES * 60) / 5)) * 1000;
const SEED_PHOTOS = setting('--seed-photos', 'SLIDESHOW_SEED_PHOTOS', 100);
const [WIDTH, HEIGHT] = (process.env.SLIDESHOW_VIEWPORT ?? '1920x1080').split('x').map(Number) as [
  number,
  number,
];
/** The photos a slideshow goes round (`LIVE_PHOTO_LIMIT` in apps/web, `LIVE_PHOTOS` in apps/api). */
const LIVE_LIMIT = 100;
/** What the uploads are: the size of the 1600 px preview a TV shows. */
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;

// The budgets (this benchmark's).
const HEAP_SLOPE_BUDGET_MB_PER_HOUR = 5;
const NODES_MARGIN = 50;
const LISTENERS_MARGIN = 20;
const LONGEST_SLIDE_BUDGET_MS = 30_000;

const MB = 1024 * 1024;
const GUEST_NAMES = ['Wanjiru', 'Kofi', null, 'Amina Njoroge', 'Lucía', 'Tendai'];

// ---------------------------------------------------------------------------------------------------------
// The API, as a client would call it.

const server = await startServer({ timeoutMs: 120_000 });

async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: T; response: Response }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { data: (text ? JSON.parse(text) : null) as T, response };
}

/** Signs up an organiser, confirms the account with the mailed link and signs in: the bearer token. */
async function organiserToken(): Promise<string> {
  const email = `slideshow-${Date.now()}@example.com`;
  const password = 'slideshow-bench-2026';
  await api('POST', '/api/signup', {
    user: { first_name: 'Ada', last_name: 'Organiser', email, password, accepted_terms_of_service: true },
  });
  let link: URL | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const { data } = await api<{ messages: { to: string; subject: string; text: string }[] }>(
      'GET',
      '/api/dev/mailbox',
    );
    const mail = data.messages.find(
      (m) => m.to.includes(email) && m.subject === 'Confirm your Lense account',
    );
    const match = mail?.text.match(/https?:\/\/\S+/);
    if (match) link = new URL(match[0]);
    else await sleep(100);
  }
  if (!link) throw new Error('No confirmation mail arrived');
  const token = link.searchParams.get('confirmation_token') ?? '';
  await api('GET', `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
  const { response } = await api('POST', '/api/login', { user: { email, password } });
  const authorization = response.headers.get('authorization');
  if (!authorization) throw new Error('The login answered no token');
  return authorization;
}

/** One photo as a phone sends it: presign, PUT of the bytes, completion. Answers the photo's id. */
async function upload(headers: Record<string, string>, spaceId: string, index: number): Promise<string> {
  // A different colour each time, so no two photos look (or compress) alike.
  const hue = (index * 47) % 360;
  const rgb = [0, 120, 240].map((shift) =>
    Math.round(96 + 90 * Math.cos(((hue + shift) * Math.PI) / 180)),
  ) as [number, number, number];
  const bytes = pngImage(PHOTO_WIDTH, PHOTO_HEIGHT, rgb);
  const { data } = await api<{ files: { url: string; photo_id: string }[] }>(
    'POST',
    '/api/presigned_urls',
    {
      method: 'put',
      space_id: spaceId,
      files: [{ name: `photo-${index}.png`, type: 'image/png', size: bytes.length }],
    },
    headers,
  );
  const file = data.files[0]!;
  const put = await fetch(file.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`PUT: ${put.status} ${await put.text()}`);
  await api('POST', `/api/photos/${file.photo_id}/complete`, {}, headers);
  return file.photo_id;
}

const livePhotos = async (spaceId: string) =>
  (await api<{ photos: { id: string }[] }>('GET', `/api/spaces/${spaceId}/live/photos`)).data.photos;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Chromium's processes: the ones this process started, by their parent chain.

interface ProcessMemory {
  /** PSS of the renderer processes (the page's, and the browser's own). */
  renderer: number;
  /** PSS of the GPU process (software rasterization here: tiles and images drawn). */
  gpu: number;
  /** PSS of every Chromium process. */
  total: number;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Proportional set size of a process, in bytes (0 when it is gone). */
function pss(pid: number): number {
  const rollup = readText(`/proc/${pid}/smaps_rollup`);
  const kb = rollup?.match(/^Pss:\s+(\d+) kB/m)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

function chromiumMemory(): ProcessMemory {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readText(`/proc/${entry}/stat`);
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : Number.NaN;
    if (!Number.isFinite(ppid)) continue;
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const memory = { renderer: 0, gpu: 0, total: 0 };
  const pending = [...(children.get(process.pid) ?? [])];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    pending.push(...(children.get(pid) ?? []));
    // Chromium's child processes rewrite their command line into one string with spaces.
    const command = readText(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
    // The API server is this process's child too: only Chromium's processes count.
    if (!/^\S*chrom/i.test(command)) continue;
    const size = pss(pid);
    memory.total += size;
    if (command.includes('--type=renderer')) memory.renderer += size;
    if (command.includes('--type=gpu-process')) memory.gpu += size;
  }
  return memory;
}

// ---------------------------------------------------------------------------------------------------------
// Statistics.

/** Least-squares slope of `ys` over `xs`. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

const median = (values: readonly number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const mb = (bytes: number, digits = 2) => (bytes / MB).toFixed(digits);

// ---------------------------------------------------------------------------------------------------------
// With SLIDESHOW_HEAP_DIFF=1: what grew in the page's JS heap between the warm-up and the end, from two heap
// snapshots, by kind of object.

/** Count and self size of a heap snapshot's objects, by type and constructor (or kind of string). */
type HeapCensus = Map<string, { count: number; size: number }>;

async function heapCensus(cdp: CDPSession): Promise<HeapCensus> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const census: HeapCensus = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    // A string's name is its text: strings are counted together.
    const name = /string|number/.test(type)
      ? ''
      : snapshot.strings[snapshot.nodes[i + nameAt]!]!.slice(0, 60);
    const key = `${type} ${name}`.trim();
    const entry = census.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += snapshot.nodes[i + sizeAt]!;
    census.set(key, entry);
  }
  return census;
}

function printHeapDiff(before: HeapCensus, after: HeapCensus) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const rows = [...keys].map((key) => {
    const a = before.get(key) ?? { count: 0, size: 0 };
    const b = after.get(key) ?? { count: 0, size: 0 };
    return { key, count: b.count - a.count, size: b.size - a.size };
  });
  rows.sort((x, y) => y.size - x.size);
  console.log('\nJS heap growth between the warm-up and the end, by kind of object (the 25 largest):');
  for (const row of rows.slice(0, 25)) {
    console.log(`  ${String(row.size).padStart(9)} B ${String(row.count).padStart(7)} objects  ${row.key}`);
  }
}

// ---------------------------------------------------------------------------------------------------------

interface Sample {
  at: number;
  slides: number;
  onWall: number;
  heap: number;
  nodes: number;
  listeners: number;
  documents: number;
  images: number;
  renderer: number;
  gpu: number;
  chromium: number;
}

let stopping = false;
process.once('SIGINT', () => {
  console.log('\nStopping early (SIGINT): the samples so far follow.');
  stopping = true;
});

const browser = await chromium.launch(chromiumLaunchOptions()).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});

let missed = false;
try {
  const authorization = await organiserToken();
  const owner = { authorization };
  const {
    data: { space },
  } = await api<{ space: { id: string } }>(
    'POST',
    '/api/spaces',
    { title: 'Slideshow soak at the venue', is_public: true, default_hide_items: false },
    owner,
  );
  const {
    data: { guest_link },
  } = await api<{ guest_link: { token: string } }>(
    'PUT',
    `/api/spaces/${space.id}/guest_link`,
    { max_uploads: 1_000_000, max_uploads_per_guest: 10_000, max_bytes_per_guest: 107_374_182_400 },
    owner,
  );
  const guests: Record<string, string>[] = [];
  for (const name of GUEST_NAMES) {
    const { data } = await api<{ guest: { token: string } }>(
      'POST',
      `/api/guest_links/${guest_link.token}/guests`,
      { name },
    );
    guests.push({ 'x-lense-guest': data.guest.token });
  }

  // The wall is full before the show starts: every later photo pushes the oldest out, so what the page
  // holds should not grow at all (a show starting empty would grow, rightly, up to 100 photos).
  const seedStart = performance.now();
  let seeded = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (seeded < SEED_PHOTOS) await upload(owner, space.id, seeded++);
    }),
  );
  const expected = Math.min(SEED_PHOTOS, LIVE_LIMIT);
  while ((await livePhotos(space.id)).length < expected) await sleep(500);
  console.log(
    `Space ${space.id}: ${SEED_PHOTOS} photos of ${PHOTO_WIDTH}x${PHOTO_HEIGHT} uploaded and visible in ` +
      `${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
  );

  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  // The slides, noted by the page itself as the image in front changes (a few entries between two reads),
  // so that the benchmark runs nothing in the page between its samples.
  await page.addInitScript(() => {
    const log: { src: string; at: number }[] = [];
    (window as unknown as { __slides: typeof log }).__slides = log;
    let last: string | null = null;
    new MutationObserver(() => {
      const src = document.querySelector('main img[data-front]')?.getAttribute('src') ?? null;
      if (!src || src === last) return;
      last = src;
      log.push({ src, at: Date.now() });
      if (log.length > 500) log.shift();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src', 'data-front'],
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  await page.goto(`${server.url}/spaces/${space.id}/live`);
  try {
    await page.locator('main img[data-front]').first().waitFor({ state: 'attached', timeout: 60_000 });
  } catch (error) {
    const text = (
      await page
        .locator('body')
        .textContent()
        .catch(() => '')
    )?.slice(0, 500);
    throw new Error(
      `The slideshow showed no photo: '${text}'; errors in the page: ${pageErrors.join(' | ')}`,
      {
        cause: error,
      },
    );
  }
  const startEpoch = Date.now();
  const elapsed = () => Date.now() - startEpoch;
  console.log(
    `Slideshow open at ${WIDTH}x${HEIGHT} for ${MINUTES} min: a photo every ${UPLOAD_MS / 1000} s, ` +
      `a sample every ${SAMPLE_MS / 1000} s, warm-up ${WARMUP_MS / 1000} s.\n`,
  );

  const photoOf = (src: string) => src.match(/\/photos\/([0-9a-f-]{36})\//)?.[1] ?? src;
  let slides = 0;
  let front = '';
  let frontSince = 0;
  let longestSlide = 0;
  const firstShown = new Map<string, number>();
  /** Reads (and empties) the page's note of the slides shown since the last read. */
  const readSlides = async () => {
    const log = await page.evaluate(() =>
      (window as unknown as { __slides: { src: string; at: number }[] }).__slides.splice(0),
    );
    for (const { src, at } of log) {
      const id = photoOf(src);
      const shownAt = at - startEpoch;
      if (id === front) continue;
      if (front) {
        slides++;
        longestSlide = Math.max(longestSlide, shownAt - frontSince);
      }
      front = id;
      frontSince = shownAt;
      if (!firstShown.has(id)) firstShown.set(id, shownAt);
    }
  };

  // The guests: one photo every UPLOAD_MS, on a fixed schedule whatever each upload takes.
  const uploadedAt = new Map<string, number>();
  let uploadFailures = 0;
  const uploading = (async () => {
    for (let n = 0; !stopping; n++) {
      const due = n * UPLOAD_MS;
      if (due >= DURATION_MS) break;
      if (elapsed() < due) await sleep(due - elapsed());
      if (stopping) break;
      try {
        const id = await upload(guests[n % guests.length]!, space.id, SEED_PHOTOS + n);
        uploadedAt.set(id, elapsed());
      } catch (error) {
        uploadFailures++;
        console.error(`upload ${n} failed: ${error}`);
      }
    }
  })();

  /**
   * What the renderers keep once Chromium has dropped what it can: the PSS of the renderer processes after
   * a simulated critical memory pressure (caches of decoded images and the like are purged) and a GC.
   * Taken at the end only: after one, Chromium keeps far fewer decoded images for minutes (seen here: the
   * renderers stayed at about 130 MB instead of climbing to 500 MB), which would spoil the rest of a run.
   */
  const purgedRenderer = async () => {
    await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
    await sleep(3000);
    await cdp.send('HeapProfiler.collectGarbage');
    return chromiumMemory().renderer;
  };
  const heapDiff = process.env.SLIDESHOW_HEAP_DIFF === '1';
  let heapAtWarmup: HeapCensus | undefined;

  // The samples.
  const samples: Sample[] = [];
  console.log(
    '| time | slides shown | photos on the wall | JS heap after GC (MB) | DOM nodes | listeners | <img> ' +
      '| renderer PSS (MB) | GPU process PSS (MB) | Chromium PSS (MB) |',
  );
  console.log(`|${' --- |'.repeat(10)}`);
  for (let n = 0; !stopping; n++) {
    const due = n * SAMPLE_MS;
    if (due > DURATION_MS) break;
    if (elapsed() < due) await sleep(due - elapsed());
    if (stopping) break;
    await readSlides();
    const images = await page.evaluate(() => document.getElementsByTagName('img').length);
    const onWall = (await livePhotos(space.id)).length;
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    const processes = chromiumMemory();
    const sample: Sample = {
      at: elapsed(),
      slides,
      onWall,
      heap: metric('JSHeapUsedSize'),
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      documents: metric('Documents'),
      images,
      renderer: processes.renderer,
      gpu: processes.gpu,
      chromium: processes.total,
    };
    samples.push(sample);
    console.log(
      `| ${clock(sample.at)} | ${sample.slides} | ${sample.onWall} | ${mb(sample.heap)} | ${sample.nodes} | ` +
        `${sample.listeners} | ${sample.images} | ${mb(sample.renderer, 1)} | ${mb(sample.gpu, 1)} | ${mb(sample.chromium, 1)} |`,
    );
    if (heapDiff && !heapAtWarmup && sample.at >= WARMUP_MS - 1000) heapAtWarmup = await heapCensus(cdp);
  }
  stopping = true;
  await uploading;
  await readSlides();
  longestSlide = Math.max(longestSlide, elapsed() - frontSince);
  const purgedAtEnd = await purgedRenderer();
  if (heapAtWarmup) printHeapDiff(heapAtWarmup, await heapCensus(cdp));

  // The verdict.
  const steady = samples.filter((s) => s.at >= WARMUP_MS - 1000);
  const base = steady[0];
  const last = samples.at(-1);
  console.log('');
  if (!base || !last || steady.length < 3) {
    console.log(`MISSED: too few samples after the warm-up (${steady.length}) to say anything.`);
    missed = true;
  } else {
    const hours = steady.map((s) => s.at / 3_600_000);
    const heapSlope = slope(
      hours,
      steady.map((s) => s.heap / MB),
    );
    // Chromium's decoded-image cache fills for the first minutes, then holds: whether process memory still
    // grows is read over the run's second half.
    const secondHalf = samples.filter((s) => s.at >= last.at / 2);
    const lateSlope = (of: (s: Sample) => number) =>
      slope(
        secondHalf.map((s) => s.at / 3_600_000),
        secondHalf.map((s) => of(s) / MB),
      );
    const processLine = (name: string, of: (s: Sample) => number) =>
      `${name} ${mb(of(samples[0]!), 1)} MB at the start, peak ${mb(Math.max(...samples.map(of)), 1)} MB, ` +
      `${mb(of(last), 1)} MB at the end (second half: ${lateSlope(of).toFixed(0)} MB/h)`;
    const nodesMax = Math.max(...steady.map((s) => s.nodes));
    const listenersMax = Math.max(...steady.map((s) => s.listeners));
    const imagesMax = Math.max(...steady.map((s) => s.images));
    const documentsMax = Math.max(...steady.map((s) => s.documents));
    const shownUploads = [...uploadedAt].filter(([id]) => firstShown.has(id));
    const delays = shownUploads.map(([id, at]) => firstShown.get(id)! - at);
    const span = `${clock(base.at)} to ${clock(last.at)}`;

    const checks = [
      {
        ok: heapSlope <= HEAP_SLOPE_BUDGET_MB_PER_HOUR,
        text:
          `JS heap after GC ${mb(base.heap)} MB at ${clock(base.at)} -> ${mb(last.heap)} MB at ${clock(last.at)} ` +
          `(${((last.heap - base.heap) / 1024).toFixed(0)} KB); slope over ${steady.length} samples ` +
          `${heapSlope.toFixed(2)} MB/h, ${(heapSlope * 8).toFixed(1)} MB over 8 h ` +
          `(budget ${HEAP_SLOPE_BUDGET_MB_PER_HOUR} MB/h)`,
      },
      {
        ok: nodesMax <= base.nodes + NODES_MARGIN,
        text: `DOM nodes ${base.nodes} at ${clock(base.at)}, at most ${nodesMax} ${span} (budget +${NODES_MARGIN})`,
      },
      {
        ok: listenersMax <= base.listeners + LISTENERS_MARGIN,
        text: `event listeners ${base.listeners}, at most ${listenersMax} ${span} (budget +${LISTENERS_MARGIN})`,
      },
      {
        ok: imagesMax <= base.images,
        text: `<img> elements ${base.images}, at most ${imagesMax} ${span} (budget: no more)`,
      },
      {
        ok: documentsMax <= base.documents,
        text: `documents ${base.documents}, at most ${documentsMax} ${span} (budget: no more)`,
      },
      {
        ok: slides > 0 && longestSlide <= LONGEST_SLIDE_BUDGET_MS,
        text:
          `${slides} slides shown (${firstShown.size} different photos), the longest on screen ` +
          `${(longestSlide / 1000).toFixed(1)} s (budget ${LONGEST_SLIDE_BUDGET_MS / 1000} s)`,
      },
    ];
    for (const check of checks) {
      console.log(`${check.ok ? 'ok    ' : 'MISSED'} ${check.text}`);
      missed ||= !check.ok;
    }
    console.log(
      `info   ${processLine('renderer PSS', (s) => s.renderer)}; ${processLine('GPU process', (s) => s.gpu)}; ` +
        `${processLine('all Chromium', (s) => s.chromium)}; not budgeted`,
    );
    console.log(
      `info   renderer PSS at the end after a simulated critical memory pressure (Chromium drops its caches): ` +
        `${mb(purgedAtEnd, 1)} MB, against ${mb(samples[0]!.renderer, 1)} MB with the first photo on screen`,
    );
    console.log(
      `info   ${uploadedAt.size} photos uploaded during the show (${uploadFailures} failed), ${shownUploads.length} of them ` +
        `on screen before the end, median ${(median(delays) / 1000).toFixed(1)} s after their upload`,
    );
    if (pageErrors.length > 0) {
      console.log(`info   ${pageErrors.length} errors in the page, first: ${pageErrors[0]}`);
    }
    if (MINUTES < 10) {
      console.log(
        'note   a run this short cannot tell a slow leak from noise: the budget is for 10 minutes or more',
      );
    }
  }
  console.log(
    `\nThe budgets are this benchmark's own (e2e/bench/slideshow-memory.ts), not a product requirement: ` +
      `${missed ? 'MISSED' : 'within budget'}.`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = missed ? 1 : 0;

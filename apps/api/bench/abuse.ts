// Benchmark: a hostile guest (and a few bots) against the real API server, started as its own process on a
// free loopback port with a fresh data dir (PGlite, local disk storage). It reports what happened instead of
// asserting an outcome, so it runs the same against a server that lets these attacks through and one that
// stops them:
//   disk        a guest allowed 1,000 bytes sends many different 2 MiB bodies to one part URL (again with
//               fresh part URLs), and re-sends its single PUT URL: bytes under DATA_DIR/storage before/after
//   presign     bots join the link and presign until refused, sending nothing: does a real guest get through?
//   revocation  a guest presigns 5 photos, the owner turns the link off, then the guest sends the bytes
//   streams     up to 2,000 live streams from one address (kept below this process's open-file limit)
//   bomb        8 concurrent 10000x10000 flat GIFs of ~70 KB each, then their derived images
// Meanwhile another process polls GET /api/health every 100 ms, and the server's RSS is sampled.
// Every bot joins from 127.0.0.1, so the join limit (AUTH_RATE_LIMIT) is raised for the server.
//
//   pnpm bench abuse
// Knobs: ABUSE_STREAMS (2000), ABUSE_PART_PUTS (50 a round), ABUSE_ROUNDS (2), ABUSE_BOTS (10),
// ABUSE_BOMBS (8; 0 skips the bomb).
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type Dirent, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { HealthSample } from './abuse-health.ts';
import { mib } from './rss-sampler.ts';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
const STREAMS = setting('ABUSE_STREAMS', 2000);
const PART_PUTS = setting('ABUSE_PART_PUTS', 50);
const ROUNDS = setting('ABUSE_ROUNDS', 2);
const BOTS = setting('ABUSE_BOTS', 10);
const BOMBS = setting('ABUSE_BOMBS', 8);
/** Local storage's part size: each part PUT sends a body this big, as much as one part may hold. */
const PART_BYTES = 2 * 1024 * 1024;
const SINGLE_PUTS = 10;
const GUEST_BYTES = 1000;

type Row = [phase: string, what: string, result: string];
/** Answers counted by status (or error). */
type Tally = Map<string, number>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tally = (counts: Tally, key: string | number) =>
  counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
const show = (counts: Tally) =>
  counts.size === 0
    ? 'none'
    : [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key} ×${n}`)
        .join(', ');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

// ---------------------------------------------------------------------------------------------------------
// The server, as its own process.

interface Server {
  origin: string;
  pid: number;
  dataDir: string;
  /** How the server ended, when it did before `stop`. */
  exited: () => string | null;
  stop: () => Promise<void>;
}

/** A port free on the loopback interface right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Variables that would point the server at external services instead of its embedded ones.
const EXTERNAL =
  /^(DATABASE_URL|SMTP_URL|S3_|STORAGE_|GOOGLE_|JWT_SECRET|WEB_DIST|PUBLIC_URL|API_BASE|CDN_URL|DEMO)/;

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-abuse-'));
  const origin = `http://127.0.0.1:${await freePort()}`;
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!EXTERNAL.test(key)) env[key] = value;
  Object.assign(env, {
    PORT: new URL(origin).port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    WEB_DIST: 'none',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT: '10000',
  });
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'src/main.ts', 'start'],
    { cwd: join(import.meta.dirname, '..'), env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = `exited (${signal ?? code})`;
  });
  const deadline = performance.now() + 90_000;
  while (!output.includes('Lense is running at')) {
    if (exit || performance.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server did not start: ${exit ?? 'timed out'}\n${output}`);
    }
    await sleep(50);
  }
  return {
    origin,
    pid: child.pid!,
    dataDir,
    exited: () => (exit ? `${exit}: ${output.slice(-300)}` : null),
    stop: async () => {
      await stopChild(child, 15_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** SIGTERM, then SIGKILL after `graceMs` (the server lets running jobs finish first). */
async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The server's resident set size from /proc (0 once it is gone). */
function rssOf(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the server's RSS every 20 ms, keeping the peak of each phase. */
function startServerRss(pid: number) {
  const peaks = new Map<string, number>();
  let phase = 'start';
  const sample = () => peaks.set(phase, Math.max(peaks.get(phase) ?? 0, rssOf(pid)));
  const timer = setInterval(sample, 20);
  return {
    peaks,
    phase: (name: string) => {
      sample();
      phase = name;
      sample();
    },
    stop: () => clearInterval(timer),
  };
}

/** The health poller, in its own process (see abuse-health.ts). */
function startHealth(origin: string) {
  const child = fork(join(import.meta.dirname, 'abuse-health.ts'), [origin], { execArgv: process.execArgv });
  return {
    phase: (name: string) => child.connected && child.send({ phase: name }),
    stop: () =>
      new Promise<HealthSample[]>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve([]);
        }, 15_000);
        child.once('message', (samples) => {
          clearTimeout(timer);
          resolve(samples as HealthSample[]);
        });
        if (child.connected) child.send({ stop: true });
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Talking to it. No call throws on an answer: refusals are what this bench counts.

let origin = '';

interface Answer<T> {
  /** HTTP status, or 0 when no answer came. */
  status: number;
  data: T | null;
  headers: Headers | null;
}

async function api<T>(
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  try {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let data: T | null = null;
    try {
      data = text ? (JSON.parse(text) as T) : null;
    } catch {
      // Not JSON: the status says enough.
    }
    return { status: res.status, data, headers: res.headers };
  } catch {
    return { status: 0, data: null, headers: null };
  }
}

/** `api` for the setup steps, which must work: throws on anything but 2xx. */
async function must<T>(method: string, path: string, options: Parameters<typeof api>[2] = {}) {
  const answer = await api<T>(method, path, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path}: ${answer.status}`);
  return answer as Answer<T> & { data: T };
}

interface Sent {
  /** Status, or the error when no answer came (`error ECONNRESET`, `timeout`). */
  status: string;
  retryAfter: boolean;
}

/**
 * PUTs `body` to a signed storage URL on a connection of its own. Settles on the answer's head: a server that
 * refuses early (413) may close the socket before the body is all sent.
 */
function put(url: string, body: Buffer, type: string, timeoutMs = 30_000): Promise<Sent> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(sent);
    };
    const req = request(url, {
      method: 'PUT',
      agent: false,
      headers: { 'content-type': type, 'content-length': body.length },
    });
    const timer = setTimeout(() => {
      settle({ status: 'timeout', retryAfter: false });
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      res.resume();
      settle({ status: String(res.statusCode), retryAfter: res.headers['retry-after'] !== undefined });
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      settle({ status: `error ${error.code ?? error.message}`, retryAfter: false }),
    );
    req.end(body);
  });
}

const guestHeaders = (token: string) => ({ 'x-lense-guest': token });

/** Signs up an organiser, confirms the account with the mailed link and signs in: the bearer token. */
async function organiser(): Promise<string> {
  const email = `organiser-${Date.now()}@example.com`;
  const password = 'abuse-bench-2026';
  await must('POST', '/api/signup', {
    body: {
      user: { email, password, first_name: 'Ada', last_name: 'Organiser', accepted_terms_of_service: true },
    },
  });
  let token: string | null = null;
  for (let attempt = 0; attempt < 100 && !token; attempt++) {
    const { data } = await api<{ messages: { to: string; text: string }[] }>('GET', '/api/dev/mailbox');
    const link = data?.messages.find((m) => m.to.includes(email))?.text.match(/https?:\/\/\S+/)?.[0];
    token = link ? new URL(link).searchParams.get('confirmation_token') : null;
    if (!token) await sleep(100);
  }
  if (!token) throw new Error('No confirmation mail arrived');
  await must('GET', `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
  const login = await must('POST', '/api/login', { body: { user: { email, password } } });
  const authorization = login.headers?.get('authorization');
  if (!authorization) throw new Error('The login answered no token');
  return authorization;
}

/** A new public space of the organiser's, with a guest link of these limits when `limits` is given. */
async function event(owner: string, title: string, limits?: Record<string, number>) {
  const headers = { authorization: owner };
  const { data } = await must<{ space: { id: string } }>('POST', '/api/spaces', { body: { title }, headers });
  if (!limits) return { spaceId: data.space.id, linkToken: '' };
  const link = await must<{ guest_link: { token: string } }>(
    'PUT',
    `/api/spaces/${data.space.id}/guest_link`,
    {
      body: limits,
      headers,
    },
  );
  return { spaceId: data.space.id, linkToken: link.data.guest_link.token };
}

async function joinLink(linkToken: string, name: string) {
  const answer = await api<{ guest: { token: string } }>('POST', `/api/guest_links/${linkToken}/guests`, {
    body: { name },
  });
  return { status: answer.status, token: answer.data?.guest?.token ?? null };
}

/** One photo presigned (by a guest, or by `auth` headers with `spaceId`): its id and single PUT URL. */
async function presign(
  headers: Record<string, string>,
  size: number,
  type = 'image/jpeg',
  spaceId?: string,
  count = 1,
) {
  const answer = await api<{ files: { photo_id: string; url: string }[] }>('POST', '/api/presigned_urls', {
    body: {
      method: 'put',
      ...(spaceId ? { space_id: spaceId } : {}),
      files: Array.from({ length: count }, (_, i) => ({ name: `IMG_${i}.${type.slice(6)}`, type, size })),
    },
    headers,
  });
  return { status: answer.status, files: answer.data?.files ?? [] };
}

/** The photos of a space as its owner sees them, counted by state. */
async function photoStates(owner: string, spaceId: string): Promise<Tally> {
  const states: Tally = new Map();
  const { data } = await api<{ photos: { state: string }[] }>('GET', `/api/spaces/${spaceId}`, {
    headers: { authorization: owner },
  });
  for (const photo of data?.photos ?? []) tally(states, photo.state);
  return states;
}

/** Bytes of every file under `dir`, in all and under its `multipart/` folder. */
function storageBytes(dir: string): { total: number; multipart: number; files: number } {
  const sum = { total: 0, multipart: 0, files: 0 };
  const walk = (path: string, inMultipart: boolean) => {
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return; // Removed while walking.
    }
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        walk(child, inMultipart || entry.name === 'multipart');
        continue;
      }
      try {
        const size = statSync(child).size;
        sum.total += size;
        sum.files += 1;
        if (inMultipart) sum.multipart += size;
      } catch {
        // Removed while walking.
      }
    }
  };
  walk(dir, false);
  return sum;
}

// ---------------------------------------------------------------------------------------------------------
// The attacks. Each returns rows for the table; every loop is bounded in count and in time.

interface Images {
  tiny: Buffer[];
  /** A ~2 MB camera-like JPEG; a few random bytes after its end make each copy different. */
  big: Buffer;
  bomb: Buffer | null;
}

async function diskFill(owner: string, dataDir: string, images: Images): Promise<Row[]> {
  const rows: Row[] = [];
  const storage = join(dataDir, 'storage');
  const before = storageBytes(storage);
  const { linkToken } = await event(owner, 'Disk', { max_bytes_per_guest: GUEST_BYTES });
  const guest = await joinLink(linkToken, 'Filler');
  if (!guest.token) return [['disk', 'guest joins', `refused: ${guest.status}`]];
  const headers = guestHeaders(guest.token);
  const deadline = performance.now() + 60_000;

  // Two photos within the allowance: one sent in parts, one by its single PUT URL.
  const inParts = await presign(headers, 500);
  const single = await presign(headers, 400);
  rows.push([
    'disk',
    `presign 2 photos (500 + 400 B of ${GUEST_BYTES} B allowed)`,
    `${inParts.status}, ${single.status}`,
  ]);

  const partsAsked: Tally = new Map();
  const partPuts: Tally = new Map();
  const photoId = inParts.files[0]?.photo_id;
  for (let round = 0; photoId && round < ROUNDS; round++) {
    const parts = await api<{ parts: { url: string }[] }>('POST', `/api/photos/${photoId}/parts`, {
      body: { size: 500, content_type: 'image/jpeg' },
      headers,
    });
    tally(partsAsked, parts.status);
    const url = parts.data?.parts?.[0]?.url;
    for (let i = 0; url && i < PART_PUTS && performance.now() < deadline; i++) {
      tally(partPuts, (await put(url, randomBytes(PART_BYTES), 'image/jpeg')).status);
    }
  }
  rows.push(['disk', `part URLs asked (${ROUNDS} rounds)`, show(partsAsked)]);
  rows.push(['disk', `PUTs of different ${mib(PART_BYTES)} bodies to part 1`, show(partPuts)]);

  const singlePuts: Tally = new Map();
  const url = single.files[0]?.url;
  for (let i = 0; url && i < SINGLE_PUTS && performance.now() < deadline; i++) {
    const body = Buffer.concat([images.big, randomBytes(16)]);
    tally(singlePuts, (await put(url, body, 'image/jpeg')).status);
  }
  rows.push([
    'disk',
    `single PUT URL re-sent ${SINGLE_PUTS}× (${mib(images.big.length)} JPEG)`,
    show(singlePuts),
  ]);

  const after = storageBytes(storage);
  rows.push([
    'disk',
    'DATA_DIR/storage before → after',
    `${mib(before.total)} → ${mib(after.total)} (${after.files} files; multipart/ ${mib(after.multipart)})`,
  ]);
  return rows;
}

async function presignExhaustion(owner: string, images: Images): Promise<Row[]> {
  const { linkToken } = await event(owner, 'Bots', { max_uploads: 30, max_uploads_per_guest: 10 });
  const joins: Tally = new Map();
  const presigns: Tally = new Map();
  let held = 0;
  const deadline = performance.now() + 30_000;
  for (let bot = 0; bot < BOTS && performance.now() < deadline; bot++) {
    const guest = await joinLink(linkToken, `Bot ${bot + 1}`);
    tally(joins, guest.status);
    if (!guest.token) continue;
    // Presign until refused (at most 20 tries), never sending a byte.
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await presign(guestHeaders(guest.token), 1000);
      tally(presigns, answer.status);
      if (answer.status !== 200) break;
      held += answer.files.length;
    }
  }
  const rows: Row[] = [
    ['presign', `${BOTS} bots join`, show(joins)],
    [
      'presign',
      'bots presign until refused (link: 30 photos, 10 a guest)',
      `${show(presigns)}; ${held} held unsent`,
    ],
  ];
  rows.push([
    'presign',
    'a real guest then sends one tiny JPEG',
    await realGuest(linkToken, images.tiny[0]!),
  ]);
  return rows;
}

/** A guest joining, presigning, sending and completing one photo: how far it got. */
async function realGuest(linkToken: string, photo: Buffer): Promise<string> {
  const guest = await joinLink(linkToken, 'Real guest');
  if (!guest.token) return `no: join ${guest.status}`;
  const headers = guestHeaders(guest.token);
  const presigned = await presign(headers, photo.length);
  const file = presigned.files[0];
  if (!file) return `no: presign ${presigned.status}`;
  const sent = await put(file.url, photo, 'image/jpeg');
  if (!sent.status.startsWith('2')) return `no: PUT ${sent.status}`;
  const done = await api<{ photo: { state: string } }>('POST', `/api/photos/${file.photo_id}/complete`, {
    body: {},
    headers,
  });
  return done.status === 200 ? `yes (${done.data?.photo.state})` : `no: complete ${done.status}`;
}

async function revocation(owner: string, images: Images): Promise<Row[]> {
  const { spaceId, linkToken } = await event(owner, 'Revoked', {});
  const guest = await joinLink(linkToken, 'Late');
  if (!guest.token) return [['revocation', 'guest joins', `refused: ${guest.status}`]];
  const headers = guestHeaders(guest.token);
  const files = [];
  const presigns: Tally = new Map();
  for (const photo of images.tiny) {
    const answer = await presign(headers, photo.length);
    tally(presigns, answer.status);
    if (answer.files[0]) files.push({ ...answer.files[0], photo });
  }
  const off = await api('DELETE', `/api/spaces/${spaceId}/guest_link`, { headers: { authorization: owner } });
  const puts: Tally = new Map();
  const completions: Tally = new Map();
  for (const file of files) {
    const sent = await put(file.url, file.photo, 'image/jpeg');
    tally(puts, sent.status);
    const done = await api('POST', `/api/photos/${file.photo_id}/complete`, { body: {}, headers });
    tally(completions, done.status);
  }
  await sleep(1000);
  const states = await photoStates(owner, spaceId);
  const published = [...states]
    .filter(([state]) => state !== 'pending')
    .reduce((n, [, count]) => n + count, 0);
  return [
    ['revocation', `presign ${images.tiny.length} photos`, show(presigns)],
    ['revocation', 'owner turns the link off', String(off.status)],
    ['revocation', 'then the guest PUTs / completes', `${show(puts)} / ${show(completions)}`],
    ['revocation', 'published in the space (owner API)', `${published} of ${files.length} (${show(states)})`],
  ];
}

/** How many streams this process may open: below its own open-file limit, with room for everything else. */
function streamCap(): { count: number; limit: number } {
  const soft = readFileSync('/proc/self/limits', 'utf8').match(/^Max open files\s+(\d+|unlimited)/m)?.[1];
  const limit = soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  const used = readdirSync('/proc/self/fd').length;
  return { count: Math.max(0, Math.min(STREAMS, limit - used - 256)), limit };
}

type StreamOutcome =
  | { kind: 'accepted'; res: IncomingMessage; close: () => void }
  | { kind: 'refused' | 'other'; status: number; retryAfter: boolean }
  | { kind: 'error'; error: string };

/** Opens one live stream on a connection of its own; a head not answered within `timeoutMs` is an error. */
function openStream(url: string, timeoutMs: number): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } });
    const timer = setTimeout(() => req.destroy(new Error('timeout')), timeoutMs);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      const status = res.statusCode ?? 0;
      if (status === 200 && String(res.headers['content-type']).startsWith('text/event-stream')) {
        resolve({ kind: 'accepted', res, close: () => req.destroy() });
        return;
      }
      req.destroy();
      const retryAfter = res.headers['retry-after'] !== undefined;
      resolve({ kind: status === 429 || status === 503 ? 'refused' : 'other', status, retryAfter });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ kind: 'error', error: error.code ?? error.message });
    });
    req.end();
  });
}

async function streams(owner: string): Promise<Row[]> {
  const { spaceId } = await event(owner, 'Live');
  const { count, limit } = streamCap();
  const url = `${origin}/api/spaces/${spaceId}/live`;
  const open: { res: IncomingMessage; close: () => void }[] = [];
  const refused: Tally = new Map();
  const other: Tally = new Map();
  const errors: Tally = new Map();
  let withRetryAfter = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + 30_000;
  // 50 openings in flight at a time, each with a 5 s timeout.
  const opener = async () => {
    while (next < count && performance.now() < deadline) {
      next += 1;
      const outcome = await openStream(url, 5000);
      if (outcome.kind === 'accepted') open.push(outcome);
      else if (outcome.kind === 'error') tally(errors, outcome.error);
      else {
        tally(outcome.kind === 'refused' ? refused : other, outcome.status);
        if (outcome.retryAfter) withRetryAfter += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 50 }, opener));
  const seconds = (performance.now() - started) / 1000;
  // Held a moment while health is polled, then closed.
  await sleep(3000);
  const stillOpen = open.filter(({ res }) => !res.destroyed && !res.complete).length;
  for (const stream of open) stream.close();
  const refusals = [...refused.values()].reduce((a, b) => a + b, 0);
  return [
    ['streams', `tried (cap ${count}; open-file limit ${limit})`, `${next} in ${seconds.toFixed(1)} s`],
    ['streams', 'accepted (200 event-stream) / open 3 s later', `${open.length} / ${stillOpen}`],
    [
      'streams',
      'refused (429/503) / with Retry-After',
      `${show(refused)} / ${withRetryAfter} of ${refusals}`,
    ],
    ['streams', 'other answers / errors', `${show(other)} / ${show(errors)}`],
  ];
}

/** The first and last answer of each outcome, in seconds since the PUTs started. */
function answerTimes(sent: (Sent & { ms: number })[]): string {
  const byStatus = new Map<string, number[]>();
  for (const answer of sent)
    byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer.ms / 1000]);
  return [...byStatus]
    .map(([status, s]) => `${status}: ${Math.min(...s).toFixed(1)}–${Math.max(...s).toFixed(1)} s`)
    .join('; ');
}

async function bomb(owner: string, images: Images, phase: (name: string) => void): Promise<Row[]> {
  if (!images.bomb) return [];
  const { spaceId } = await event(owner, 'Bomb');
  const presigned = await presign({ authorization: owner }, images.bomb.length, 'image/gif', spaceId, BOMBS);
  if (presigned.files.length === 0) return [['bomb', 'presign', String(presigned.status)]];
  const started = performance.now();
  const sent = await Promise.all(
    presigned.files.map(async (file) => ({
      ...(await put(file.url, images.bomb!, 'image/gif', 120_000)),
      ms: performance.now() - started,
    })),
  );
  const statuses: Tally = new Map();
  for (const answer of sent) tally(statuses, answer.status);
  const rows: Row[] = [
    [
      'bomb',
      `${BOMBS} concurrent PUTs of a 10000x10000 GIF (${(images.bomb.length / 1024).toFixed(0)} KB)`,
      show(statuses),
    ],
    ['bomb', 'answered after, by outcome', answerTimes(sent)],
    ['bomb', 'refusals with Retry-After', String(sent.filter((answer) => answer.retryAfter).length)],
  ];
  // The accepted ones get derived images next: waited for (at most 45 s), as they load the server too.
  phase('bomb jobs');
  const jobsStarted = performance.now();
  let states = await photoStates(owner, spaceId);
  while (states.has('processing') && performance.now() - jobsStarted < 45_000) {
    await sleep(500);
    states = await photoStates(owner, spaceId);
  }
  const jobSeconds = ((performance.now() - jobsStarted) / 1000).toFixed(1);
  rows.push([
    'bomb',
    'photos after their jobs (waited at most 45 s)',
    `${show(states)} after ${jobSeconds} s`,
  ]);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------

/** The images, made before the server starts so their CPU stays out of the figures. */
async function makeImages(): Promise<Images> {
  const tiny = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 40 * i, g: 90, b: 200 } } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const big = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  // A flat colour compresses to ~70 KB of GIF that decodes to 100 MP (sharp takes a few seconds to write it).
  const bomb =
    BOMBS > 0
      ? await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#3a6ea5' } })
          .gif({ effort: 1, colours: 2, dither: 0 })
          .toBuffer()
      : null;
  return { tiny, big, bomb };
}

const runStarted = performance.now();
const images = await makeImages();
const server = await startServer();
origin = server.origin;
const rss = startServerRss(server.pid);
const health = startHealth(origin);
const phase = (name: string) => {
  rss.phase(name);
  health.phase(name);
};
const table: Row[] = [];
let idleRss = 0;
let samples: HealthSample[] = [];
let serverEnd = 'the server up to the end';
try {
  phase('setup');
  const owner = await organiser();
  phase('idle');
  await sleep(2000);
  idleRss = rssOf(server.pid);
  const attacks: [string, () => Promise<Row[]>][] = [
    ['disk', () => diskFill(owner, server.dataDir, images)],
    ['presign', () => presignExhaustion(owner, images)],
    ['revocation', () => revocation(owner, images)],
    ['streams', () => streams(owner)],
    ['bomb', () => bomb(owner, images, phase)],
  ];
  for (const [name, attack] of attacks) {
    phase(name);
    try {
      table.push(...(await attack()));
    } catch (error) {
      table.push([name, 'failed', (error as Error).message]);
    }
    const exited = server.exited();
    if (exited) {
      table.push([name, 'server', exited]);
      break;
    }
  }
  phase('end');
  serverEnd = server.exited() ?? serverEnd;
} finally {
  samples = await health.stop();
  rss.stop();
  await server.stop();
}

console.log(
  `Abuse of the API from one address (node ${process.version}, ${serverEnd}, ${((performance.now() - runStarted) / 1000).toFixed(0)} s in all)`,
);
console.log('| phase | what | result |');
console.log('|---|---|---|');
for (const [name, what, result] of table) console.log(`| ${name} | ${what} | ${result} |`);

console.log('\nGET /api/health every 100 ms (own process), and the server RSS, by phase');
console.log('| phase | polls | p50 | p99 | max | non-200 | server RSS peak |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const phases = [...new Set(samples.map((sample) => sample.phase))];
for (const name of phases) {
  const inPhase = samples.filter((sample) => sample.phase === name);
  const ms = inPhase.map((sample) => sample.ms);
  const failed = inPhase.filter((sample) => sample.status !== 200).length;
  const peak = rss.peaks.get(name);
  console.log(
    `| ${name} | ${inPhase.length} | ${percentile(ms, 50).toFixed(0)} ms | ${percentile(ms, 99).toFixed(0)} ms | ${Math.max(...ms).toFixed(0)} ms | ${failed} | ${peak ? mib(peak) : '–'} |`,
  );
}
const allMs = samples.map((sample) => sample.ms);
console.log(
  `all: ${samples.length} polls, p50 ${percentile(allMs, 50).toFixed(0)} ms, p99 ${percentile(allMs, 99).toFixed(0)} ms, max ${Math.max(...allMs).toFixed(0)} ms, ${samples.filter((s) => s.status !== 200).length} non-200; server RSS idle ${mib(idleRss)}, peak ${mib(Math.max(...rss.peaks.values()))}`,
);

// The people of a simulated event, in their own process so their work does not share the server's thread:
// guests joining a guest link and sending photos in parts as the guest page does (presign, part URLs, the
// part, completion), the organiser approving the review queue every second, and a live wall following the
// live signal. Prints one JSON report on stdout. Started by guest-event.ts with the event's settings.
import sharp from 'sharp';

const { origin, spaceId, linkToken, ownerToken, guests, photos, seconds } = JSON.parse(process.argv[2]!) as {
  origin: string;
  spaceId: string;
  linkToken: string;
  ownerToken: string;
  guests: number;
  photos: number;
  seconds: number;
};

type Step = 'join' | 'presign' | 'parts' | 'put' | 'complete';
const timings: Record<Step, number[]> = { join: [], presign: [], parts: [], put: [], complete: [] };
const errors: string[] = [];
/** When each photo was approved, and when the wall first listed it (ms since the start). */
const approvedAt = new Map<string, number>();
const seenAt = new Map<string, number>();
const started = performance.now();
const now = () => performance.now() - started;

/** A request, timed under `step` when given; throws on a non-2xx answer. */
async function call<T>(
  step: Step | null,
  url: string,
  init: RequestInit,
): Promise<{ body: T; headers: Headers }> {
  const begin = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  if (step) timings[step].push(performance.now() - begin);
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${res.status} ${text.slice(0, 200)}`);
  return { body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}
const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
/** Local storage signs URLs on the public origin; the simulation talks to the listening port. */
const direct = (url: string) => origin + new URL(url).pathname + new URL(url).search;

// Small camera-like JPEGs, a few dozen different ones.
const images = await Promise.all(
  Array.from({ length: 40 }, (_, seed) =>
    sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: { r: (seed * 37) % 255, g: 120, b: 90 },
        noise: { type: 'gaussian', mean: 128, sigma: 10 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer(),
  ),
);

async function join(index: number): Promise<string> {
  const { body } = await call<{ guest: { token: string } }>(
    'join',
    `${origin}/api/guest_links/${linkToken}/guests`,
    json('POST', { name: `Guest ${index + 1}` }),
  );
  return body.guest.token;
}

async function upload(guestToken: string, bytes: Buffer, index: number): Promise<void> {
  const guest = { 'x-lense-guest': guestToken };
  const presign = await call<{ files: { photo_id: string }[] }>(
    'presign',
    `${origin}/api/presigned_urls`,
    json(
      'POST',
      { method: 'put', files: [{ name: `IMG_${index}.jpg`, type: 'image/jpeg', size: bytes.length }] },
      guest,
    ),
  );
  const photoId = presign.body.files[0]!.photo_id;
  const parts = await call<{ part_size: number; parts: { part_number: number; url: string }[] }>(
    'parts',
    `${origin}/api/photos/${photoId}/parts`,
    json('POST', { size: bytes.length, content_type: 'image/jpeg' }, guest),
  );
  const sent = [];
  for (const part of parts.body.parts) {
    const start = (part.part_number - 1) * parts.body.part_size;
    const put = await call<null>('put', direct(part.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: bytes.subarray(start, start + parts.body.part_size),
    });
    sent.push({ part_number: part.part_number, etag: String(put.headers.get('etag')) });
  }
  await call('complete', `${origin}/api/photos/${photoId}/complete`, json('POST', { parts: sent }, guest));
}

/** The organiser: every second, approves everything waiting for review. */
async function reviewLoop(until: () => boolean): Promise<void> {
  const owner = { authorization: `Bearer ${ownerToken}` };
  while (!until()) {
    const tick = performance.now();
    try {
      for (;;) {
        const { body } = await call<{ photos: { id: string }[]; has_more: boolean }>(
          null,
          `${origin}/api/spaces/${spaceId}/review?page=1`,
          { headers: owner },
        );
        if (body.photos.length === 0) break;
        const ids = body.photos.map((photo) => photo.id);
        await call(null, `${origin}/api/spaces/${spaceId}/review`, json('POST', { approve: ids }, owner));
        const at = now();
        for (const id of ids) approvedAt.set(id, at);
        if (!body.has_more) break;
      }
    } catch (error) {
      errors.push(`review: ${(error as Error).message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - tick))));
  }
}

/** The live wall: reads its photos on each signal (one read at a time, one more if signalled meanwhile). */
async function wall(signal: AbortSignal): Promise<void> {
  let reading = false;
  let again = false;
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    do {
      again = false;
      try {
        const { body } = await call<{ photos: { id: string }[] }>(
          null,
          `${origin}/api/spaces/${spaceId}/live/photos`,
          {},
        );
        const at = now();
        for (const photo of body.photos) if (!seenAt.has(photo.id)) seenAt.set(photo.id, at);
      } catch (error) {
        errors.push(`wall: ${(error as Error).message}`);
      }
    } while (again);
    reading = false;
  };
  const res = await fetch(`${origin}/api/spaces/${spaceId}/live`, { signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        if (/^event: (photos|ready)$/m.test(buffer.slice(0, end))) void read();
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (!signal.aborted) errors.push(`wall stream: ${(error as Error).message}`);
  }
}

const stopWall = new AbortController();
const wallDone = wall(stopWall.signal);
const guestTokens = await Promise.all(Array.from({ length: guests }, (_, i) => join(i)));
let uploadsDone = false;
const review = reviewLoop(() => uploadsDone && approvedAt.size >= photos - errors.length);

// The photos arrive evenly over the event's minute, each guest in turn.
const uploadsStarted = performance.now();
const uploads = Array.from({ length: photos }, async (_, i) => {
  await new Promise((resolve) => setTimeout(resolve, (i * seconds * 1000) / photos));
  try {
    await upload(guestTokens[i % guests]!, images[i % images.length]!, i);
  } catch (error) {
    errors.push(`upload: ${(error as Error).message}`);
  }
});
await Promise.all(uploads);
const uploadSeconds = (performance.now() - uploadsStarted) / 1000;
uploadsDone = true;
// Every photo approved, then a last few seconds for the wall to list the last ones.
await Promise.race([review, new Promise((resolve) => setTimeout(resolve, 120_000))]);
const deadline = performance.now() + 10_000;
while (performance.now() < deadline && [...approvedAt.keys()].some((id) => !seenAt.has(id))) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
stopWall.abort();
await wallDone;

const onWall = [...approvedAt].map(([id, at]) =>
  seenAt.has(id) ? seenAt.get(id)! - at : Number.POSITIVE_INFINITY,
);
process.stdout.write(
  JSON.stringify({
    photoKB: images.reduce((sum, image) => sum + image.length, 0) / images.length / 1024,
    timings,
    errors,
    uploadSeconds,
    approved: approvedAt.size,
    onWall,
    missing: onWall.filter((ms) => !Number.isFinite(ms)).length,
  }),
);

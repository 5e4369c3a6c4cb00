import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLenseClient } from '../endpoints/client';
import { buildPresignedUrls } from '../mocks/fixtures';
import { createSessionStore } from '../session';
import { ApiError, NetworkError } from '../transport/errors';
import { resumeKey, unfinishedUploads, webResumeStore } from './resumeStore';
import { sendInParts } from './sendInParts';
import { uploadToSpace } from './uploadToSpace';
import type { PutPart } from './xhrPut';

const API = 'https://api.lense.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newClient = () =>
  createLenseClient({
    baseUrl: API,
    session: createSessionStore({ storage: undefined, eventTarget: null }),
    currentAddress: () => '/',
  });

const PART = 4;
/** POST /photos/{id}/parts with 4-byte parts; counts the calls. */
function partsHandler(calls: { count: number }, status = 200) {
  return http.post(`${API}/photos/:photo_id/parts`, async ({ request, params }) => {
    calls.count += 1;
    if (status !== 200) return HttpResponse.json({ error: 'nope' }, { status });
    const { size } = (await request.json()) as { size: number };
    const parts = Array.from({ length: Math.ceil(size / PART) }, (_, i) => ({
      part_number: i + 1,
      url: `https://store.test/${String(params.photo_id)}/${i + 1}?try=${calls.count}`,
    }));
    return HttpResponse.json({ part_size: PART, parts, expires_at: '2030-01-01T00:00:00.000Z' });
  });
}

const tenBytes = () =>
  new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])], 'big.jpg', {
    type: 'image/jpeg',
    lastModified: 7,
  });
const etagOf = (url: string) => `"${url.split('?')[0]!.split('/').pop()}"`;

describe('sendInParts', () => {
  it('sends each part once, tries a dropped part again and reports every stored part', async () => {
    const calls = { count: 0 };
    server.use(partsHandler(calls));
    const sentBytes: number[] = [];
    let dropped = false;
    const putPart = vi.fn<PutPart>(async (url, part, options) => {
      sentBytes.push(part.size);
      if (url.includes('/2?') && !dropped) {
        dropped = true;
        options.onProgress?.(2);
        throw new NetworkError(new Error('connection reset'));
      }
      options.onProgress?.(part.size);
      return etagOf(url);
    });
    const progress: number[] = [];
    const reported: number[] = [];
    const parts = await sendInParts(newClient(), 'p1', tenBytes(), {
      contentType: 'image/jpeg',
      putPart,
      retryDelaysMs: [0],
      untilOnline: async () => {},
      onProgress: (loaded) => progress.push(loaded),
      onPartSent: (sent) => reported.push(sent.length),
    });
    expect(parts).toEqual([
      { part_number: 1, etag: '"1"' },
      { part_number: 2, etag: '"2"' },
      { part_number: 3, etag: '"3"' },
    ]);
    // The dropped part costs its own bytes again, nothing more.
    expect(sentBytes).toEqual([4, 4, 4, 2]);
    expect(reported).toEqual([1, 2, 3]);
    expect(progress.at(-1)).toBe(10);
  });

  it('skips the parts already stored and asks fresh URLs when one has expired', async () => {
    const calls = { count: 0 };
    server.use(partsHandler(calls));
    let expired = true;
    const putPart = vi.fn<PutPart>(async (url) => {
      if (expired && url.includes('try=1')) {
        expired = false;
        throw new ApiError(403, 'Signature expired');
      }
      return etagOf(url);
    });
    const parts = await sendInParts(newClient(), 'p1', tenBytes(), {
      contentType: 'image/jpeg',
      putPart,
      sent: [{ part_number: 1, etag: '"1"' }],
      retryDelaysMs: [0],
      untilOnline: async () => {},
    });
    expect(parts?.map((part) => part.part_number)).toEqual([1, 2, 3]);
    expect(putPart.mock.calls.map(([url]) => url)).toEqual([
      'https://store.test/p1/2?try=1',
      'https://store.test/p1/2?try=2',
      'https://store.test/p1/3?try=2',
    ]);
  });

  it('gives up after the last try, and on a refusal at once', async () => {
    server.use(partsHandler({ count: 0 }));
    const failing = vi.fn<PutPart>(async () => {
      throw new ApiError(503, 'busy');
    });
    const options = { contentType: 'image/jpeg', retryDelaysMs: [0, 0], untilOnline: async () => {} };
    await expect(
      sendInParts(newClient(), 'p1', tenBytes(), { ...options, putPart: failing }),
    ).rejects.toThrow('busy');
    expect(failing).toHaveBeenCalledTimes(3);
    const refused = vi.fn<PutPart>(async () => {
      throw new ApiError(413, 'too large');
    });
    await expect(
      sendInParts(newClient(), 'p1', tenBytes(), { ...options, putPart: refused }),
    ).rejects.toThrow('too large');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('answers null when the API already has the whole file', async () => {
    server.use(partsHandler({ count: 0 }, 409));
    const putPart = vi.fn<PutPart>();
    expect(
      await sendInParts(newClient(), 'p1', tenBytes(), { contentType: 'image/jpeg', putPart }),
    ).toBeNull();
    expect(putPart).not.toHaveBeenCalled();
  });
});

describe('uploadToSpace, resumable', () => {
  it('picks up after a reload: the same file is not presigned again and only its missing parts are sent', async () => {
    const presigns: unknown[] = [];
    const completions: unknown[] = [];
    server.use(
      http.post(`${API}/presigned_urls`, async ({ request }) => {
        presigns.push(await request.json());
        return HttpResponse.json(buildPresignedUrls('f1.jpg', 'image/jpeg'));
      }),
      partsHandler({ count: 0 }),
      http.post(`${API}/photos/:photo_id/complete`, async ({ request, params }) => {
        completions.push(await request.json());
        return HttpResponse.json({ photo: { id: String(params.photo_id), state: 'processing', url: '/x' } });
      }),
    );
    const store = webResumeStore(sessionStorage);
    const file = tenBytes();
    const offline = vi.fn<PutPart>(async (url) => {
      if (!url.includes('/1?')) throw new ApiError(400, 'connection lost for good');
      return etagOf(url);
    });
    const first = await uploadToSpace(newClient(), 'space-1', [file], {
      resumable: { store, putPart: offline, retryDelaysMs: [] },
    });
    expect(first.status).toBe('failed');
    expect(completions).toEqual([]);
    expect(unfinishedUploads(store, 'space-1')).toBe(1);
    expect(store.get(resumeKey('space-1', file))?.sent).toEqual([{ part_number: 1, etag: '"1"' }]);

    // The page was reloaded and the same photo picked again.
    const online = vi.fn<PutPart>(async (url) => etagOf(url));
    const second = await uploadToSpace(newClient(), 'space-1', [tenBytes()], {
      resumable: { store, putPart: online },
    });
    expect(second.status).toBe('completed');
    expect(presigns).toHaveLength(1);
    expect(online.mock.calls.map(([url]) => url.split('?')[0])).toEqual([
      `https://store.test/${second.photoIds[0]}/2`,
      `https://store.test/${second.photoIds[0]}/3`,
    ]);
    expect(completions).toEqual([
      {
        parts: [
          { part_number: 1, etag: '"1"' },
          { part_number: 2, etag: '"2"' },
          { part_number: 3, etag: '"3"' },
        ],
      },
    ]);
    expect(unfinishedUploads(store, 'space-1')).toBe(0);
  });

  it('sends each file to the photo the API created for it, whatever URL its presign answered', async () => {
    // Part URLs make the single PUT URL pointless: an API may answer the same placeholder for every file.
    server.use(
      http.post(`${API}/presigned_urls`, async () =>
        HttpResponse.json({
          presigned_urls: ['', ''],
          files: ['a', 'b'].map((id) => ({
            ...buildPresignedUrls(`${id}.jpg`, 'image/jpeg').files[0]!,
            url: '',
            photo_id: `photo-${id}`,
          })),
        }),
      ),
      partsHandler({ count: 0 }),
      http.post(`${API}/photos/:photo_id/complete`, async ({ params }) =>
        HttpResponse.json({ photo: { id: String(params.photo_id), state: 'processing', url: '/x' } }),
      ),
    );
    const putPart = vi.fn<PutPart>(async (url) => etagOf(url));
    const result = await uploadToSpace(newClient(), 'space-1', [tenBytes(), tenBytes()], {
      resumable: { putPart },
    });
    expect(result.status).toBe('completed');
    expect(result.photoIds).toEqual(['photo-a', 'photo-b']);
    expect(new Set(putPart.mock.calls.map(([url]) => url.split('/')[3]))).toEqual(
      new Set(['photo-a', 'photo-b']),
    );
  });

  it('sends the parts the presign handed out without asking for them again', async () => {
    const presigns: unknown[] = [];
    const asked = { count: 0 };
    server.use(
      http.post(`${API}/presigned_urls`, async ({ request }) => {
        presigns.push(await request.json());
        const presigned = buildPresignedUrls('f1.jpg', 'image/jpeg');
        const photoId = presigned.files[0]!.photo_id;
        return HttpResponse.json({
          presigned_urls: [''],
          files: [
            {
              ...presigned.files[0]!,
              url: '',
              part_size: PART,
              parts: [1, 2, 3].map((n) => ({
                part_number: n,
                url: `https://store.test/${photoId}/${n}?given`,
              })),
            },
          ],
        });
      }),
      partsHandler(asked),
      http.post(`${API}/photos/:photo_id/complete`, async ({ params }) =>
        HttpResponse.json({ photo: { id: String(params.photo_id), state: 'processing', url: '/x' } }),
      ),
    );
    const putPart = vi.fn<PutPart>(async (url) => etagOf(url));
    const result = await uploadToSpace(newClient(), 'space-1', [tenBytes()], { resumable: { putPart } });
    expect(result.status).toBe('completed');
    expect(presigns).toEqual([expect.objectContaining({ parts: true })]);
    expect(asked.count).toBe(0);
    expect(putPart.mock.calls.map(([url]) => url.split('?')[1])).toEqual(['given', 'given', 'given']);
  });
});

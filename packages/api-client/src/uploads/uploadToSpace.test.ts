import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLenseClient } from '../endpoints/client';
import { buildPresignedUrls } from '../mocks/fixtures';
import { lenseMocks } from '../mocks/handlers';
import { createSessionStore } from '../session';
import { BUSY_TRIES } from './retryBusy';
import { uploadToSpace } from './uploadToSpace';
import type { PutFile } from './xhrPut';

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

describe('uploadToSpace', () => {
  it('presigns for the space, PUTs the file to the presigned URL and completes the photo', async () => {
    let presignBody: unknown;
    const completed: string[] = [];
    server.use(
      http.post(`${API}/presigned_urls`, async ({ request }) => {
        presignBody = await request.json();
        return HttpResponse.json(buildPresignedUrls('f1.png', 'image/png'));
      }),
      http.post(`${API}/photos/:photo_id/complete`, ({ params }) => {
        completed.push(String(params.photo_id));
        return HttpResponse.json({ photo: { id: String(params.photo_id), state: 'visible', url: '/x' } });
      }),
    );
    const put = vi.fn<PutFile>(async (_url, _file, options) => options.onProgress?.(3));
    const file = new File([new Uint8Array(3)], 'pic.png', { type: 'image/png' });
    const result = await uploadToSpace(newClient(), 'space-1', [file], { put, generateId: () => 'f1' });
    expect(presignBody).toEqual({
      files: [{ name: 'f1.png', type: 'image/png', size: 3 }],
      method: 'put',
      space_id: 'space-1',
    });
    expect(put).toHaveBeenCalledWith(
      buildPresignedUrls('f1.png').presigned_urls[0],
      file,
      expect.objectContaining({ contentType: 'image/png' }),
    );
    expect(result.status).toBe('completed');
    expect(result.photoIds).toEqual(['photo-new']);
    expect(completed).toEqual(['photo-new']);
  });

  it('does not complete a failed file until its retry succeeds', async () => {
    const complete = vi.fn(() =>
      HttpResponse.json({ photo: { id: 'photo-new', state: 'visible', url: '/x' } }),
    );
    server.use(
      lenseMocks.presignedUrls({ baseUrl: API }),
      http.post(`${API}/photos/:photo_id/complete`, complete),
    );
    let fail = true;
    const put: PutFile = async () => {
      if (fail) throw new Error('network');
    };
    const file = new File([new Uint8Array(3)], 'pic.jpg', { type: 'image/jpeg' });
    const result = await uploadToSpace(newClient(), 'space-1', [file], { put });
    expect(result.status).toBe('failed');
    expect(complete).not.toHaveBeenCalled();
    fail = false;
    const retried = await result.retryFailed();
    expect(retried.status).toBe('completed');
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('completes again after the delay a busy server asks for, and gives up after a few tries', async () => {
    let busy = 1;
    const complete = vi.fn(() =>
      busy-- > 0
        ? HttpResponse.json(
            { error: 'The server is checking many photos' },
            { status: 503, headers: { 'Retry-After': '0' } },
          )
        : HttpResponse.json({ photo: { id: 'photo-new', state: 'processing', url: '/x' } }),
    );
    server.use(
      lenseMocks.presignedUrls({ baseUrl: API }),
      http.post(`${API}/photos/:photo_id/complete`, complete),
    );
    const put: PutFile = async () => {};
    const file = new File([new Uint8Array(3)], 'pic.jpg', { type: 'image/jpeg' });
    const result = await uploadToSpace(newClient(), 'space-1', [file], { put });
    expect(result.status).toBe('completed');
    expect(complete).toHaveBeenCalledTimes(2);

    busy = BUSY_TRIES;
    complete.mockClear();
    await expect(uploadToSpace(newClient(), 'space-1', [file], { put })).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 0,
    });
    expect(complete).toHaveBeenCalledTimes(BUSY_TRIES);
  });
});

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLenseClient } from '../endpoints/client';
import { MESSAGES } from '../messages';
import { buildWatermark, buildWatermarkPresignedUrls } from '../mocks/fixtures';
import { lenseMocks } from '../mocks/handlers';
import { createSessionStore } from '../session';
import { isApiError } from '../transport';
import { UploadValidationError } from './uploadFiles';
import { ONE_WATERMARK_IMAGE, uploadWatermark } from './uploadWatermark';
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
const png = (size = 4) => new File([new Uint8Array(size)], 'Logo.PNG', { type: 'image/png' });

describe('uploadWatermark', () => {
  it('presigns a watermark for the space, PUTs the image, then attaches its path to the space', async () => {
    let presignBody: unknown;
    let attachBody: unknown;
    let attachedTo = '';
    server.use(
      http.post(`${API}/presigned_urls`, async ({ request }) => {
        presignBody = await request.json();
        return HttpResponse.json(buildWatermarkPresignedUrls('w1.png'));
      }),
      http.post(`${API}/spaces/:space_id/watermark`, async ({ request, params }) => {
        attachBody = await request.json();
        attachedTo = String(params.space_id);
        return HttpResponse.json({ watermark: buildWatermark({ id: 'w1' }) }, { status: 201 });
      }),
    );
    const put = vi.fn<PutFile>(async () => {});
    const file = png();
    const watermark = await uploadWatermark(newClient(), 'space-1', file, { put, generateId: () => 'w1' });
    expect(presignBody).toEqual({
      files: [{ name: 'w1.PNG', type: 'image/png', size: 4 }],
      method: 'put',
      type: 'watermark',
      space_id: 'space-1',
    });
    expect(put).toHaveBeenCalledWith(
      buildWatermarkPresignedUrls('w1.png').presigned_urls[0],
      file,
      expect.objectContaining({ contentType: 'image/png' }),
    );
    expect(attachedTo).toBe('space-1');
    expect(attachBody).toEqual({ path: 'watermarks/user-1/w1.png' });
    expect(watermark.id).toBe('w1');
  });

  it('refuses a non-image, nothing, or more than one file before sending anything', async () => {
    const presign = vi.fn();
    server.use(http.post(`${API}/presigned_urls`, presign));
    const client = newClient();
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadWatermark(client, 'space-1', text)).rejects.toThrow(MESSAGES.invalidUploadList);
    await expect(uploadWatermark(client, 'space-1', null)).rejects.toThrow(MESSAGES.nothingSelected);
    const two = uploadWatermark(client, 'space-1', [png(), png()]);
    await expect(two).rejects.toBeInstanceOf(UploadValidationError);
    await expect(two).rejects.toThrow(ONE_WATERMARK_IMAGE);
    expect(presign).not.toHaveBeenCalled();
  });

  it('fails with the PUT error and never attaches a file that was not stored', async () => {
    const attach = vi.fn();
    server.use(
      lenseMocks.presignedUrls({ baseUrl: API }),
      http.post(`${API}/spaces/:space_id/watermark`, attach),
    );
    const broken = new Error('network down');
    const put = vi.fn<PutFile>(async () => {
      throw broken;
    });
    await expect(uploadWatermark(newClient(), 'space-1', png(), { put })).rejects.toBe(broken);
    expect(attach).not.toHaveBeenCalled();
  });

  it('passes the API error of the attach through (e.g. a refused image)', async () => {
    server.use(
      lenseMocks.presignedUrls({ baseUrl: API }),
      lenseMocks.setSpaceWatermark({
        baseUrl: API,
        variant: 'error',
        error: { status: 422, error: 'not an image' },
      }),
    );
    const error = await uploadWatermark(newClient(), 'space-1', png(), { put: async () => {} }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && { status: error.status, error: error.error }).toEqual({
      status: 422,
      error: 'not an image',
    });
  });
});

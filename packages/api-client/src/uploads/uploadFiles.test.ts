import { describe, expect, it, vi } from 'vitest';
import type { UploadDescriptor } from './descriptor';
import { type UploadProgress, UploadValidationError, uploadFiles } from './uploadFiles';
import type { PutFile, PutOptions } from './xhrPut';

const image = (name: string, size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

function presignAll() {
  return vi.fn(async (descriptors: UploadDescriptor[], _signal?: AbortSignal) =>
    descriptors.map((d) => `https://s3.test/${d.name}`),
  );
}

/** A put that reports half then all of each file, and fails the urls listed in `failing` (once each). */
function fakePut(failing: string[] = []) {
  const calls: { url: string; file: Blob; options: PutOptions }[] = [];
  const put: PutFile = async (url, file, options) => {
    calls.push({ url, file, options });
    options.onProgress?.(Math.floor(file.size / 2));
    const failAt = failing.indexOf(url);
    if (failAt >= 0) {
      failing.splice(failAt, 1);
      throw new Error(`failed ${url}`);
    }
  };
  return { put: vi.fn(put), calls };
}

let counter = 0;
const generateId = () => `f${++counter}`;

describe('uploadFiles', () => {
  it('refuses an empty selection before presigning', async () => {
    const presign = presignAll();
    await expect(uploadFiles({ files: [], presign, put: fakePut().put })).rejects.toEqual(
      new UploadValidationError('Nothing selected for upload'),
    );
    expect(presign).not.toHaveBeenCalled();
  });

  it('refuses a selection with a non-image or an oversized file', async () => {
    const presign = presignAll();
    const message = 'Please ensure you are uploading actual photos and each of their size is at most 30mbs';
    await expect(
      uploadFiles({ files: [image('a.jpg', 10), image('b.pdf', 10, 'application/pdf')], presign }),
    ).rejects.toThrow(message);
    const huge = { name: 'h.jpg', type: 'image/jpeg', size: 31_457_281 } as File;
    await expect(uploadFiles({ files: [huge], presign })).rejects.toBeInstanceOf(UploadValidationError);
    expect(presign).not.toHaveBeenCalled();
  });

  it('presigns every file, then PUTs each with its content type, one at a time in order', async () => {
    counter = 0;
    const presign = presignAll();
    const order: string[] = [];
    let inFlight = 0;
    const put: PutFile = async (url, _file, { contentType }) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      order.push(`${url} ${contentType}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    };
    const files = [
      image('one.jpg', 4),
      image('two.png', 6, 'image/png'),
      image('three.webp', 2, 'image/webp'),
    ];
    const result = await uploadFiles({ files, presign, put, generateId });

    expect(presign).toHaveBeenCalledWith(
      [
        { name: 'f1.jpg', type: 'image/jpeg', size: 4 },
        { name: 'f2.png', type: 'image/png', size: 6 },
        { name: 'f3.webp', type: 'image/webp', size: 2 },
      ],
      undefined,
    );
    expect(order).toEqual([
      'https://s3.test/f1.jpg image/jpeg',
      'https://s3.test/f2.png image/png',
      'https://s3.test/f3.webp image/webp',
    ]);
    expect(result.status).toBe('completed');
    expect(result.files.map((f) => f.status)).toEqual(['done', 'done', 'done']);
  });

  it('reports per-file and total progress', async () => {
    const progress: UploadProgress[] = [];
    const files = [image('a.jpg', 4), image('b.jpg', 6)];
    await uploadFiles({
      files,
      presign: presignAll(),
      put: fakePut().put,
      onProgress: (p) => progress.push(p),
    });
    expect(progress.map((p) => [p.index, p.loaded, p.total, p.uploadedBytes, p.totalBytes])).toEqual([
      [0, 0, 4, 0, 10],
      [0, 2, 4, 2, 10],
      [0, 4, 4, 4, 10],
      [1, 0, 6, 4, 10],
      [1, 3, 6, 7, 10],
      [1, 6, 6, 10, 10],
    ]);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(progress[1]?.fraction).toBeCloseTo(0.2);
  });

  it('keeps going after a failed file and retries only the failed one', async () => {
    counter = 0;
    const { put, calls } = fakePut(['https://s3.test/f2.jpg']);
    const presign = presignAll();
    const files = [image('a.jpg', 4), image('b.jpg', 4), image('c.jpg', 4)];
    const result = await uploadFiles({ files, presign, put, generateId });

    expect(result.status).toBe('failed');
    expect(result.files.map((f) => f.status)).toEqual(['done', 'failed', 'done']);
    expect((result.files[1]?.error as Error | undefined)?.message).toBe('failed https://s3.test/f2.jpg');
    expect(calls.map((c) => c.url)).toEqual([
      'https://s3.test/f1.jpg',
      'https://s3.test/f2.jpg',
      'https://s3.test/f3.jpg',
    ]);

    const progress: UploadProgress[] = [];
    const retried = await result.retryFailed({ onProgress: (p) => progress.push(p) });
    expect(calls.map((c) => c.url)).toEqual([
      'https://s3.test/f1.jpg',
      'https://s3.test/f2.jpg',
      'https://s3.test/f3.jpg',
      'https://s3.test/f2.jpg',
    ]);
    expect(presign).toHaveBeenCalledTimes(1);
    expect(retried.status).toBe('completed');
    expect(retried.files.map((f) => f.status)).toEqual(['done', 'done', 'done']);
    expect(retried.files[1]?.error).toBeUndefined();
    // Totals cover the whole selection: the two files already done count as uploaded.
    expect(progress[0]).toMatchObject({ index: 1, uploadedBytes: 8, totalBytes: 12 });
    // The earlier result is not changed by the retry.
    expect(result.files[1]?.status).toBe('failed');
  });

  it('sends nothing on a retry when everything is done', async () => {
    const { put } = fakePut();
    const result = await uploadFiles({ files: [image('a.jpg', 1)], presign: presignAll(), put });
    const again = await result.retryFailed();
    expect(put).toHaveBeenCalledTimes(1);
    expect(again.status).toBe('completed');
  });

  it('cancels: aborts the current file, sends no other, and can resume with a retry', async () => {
    counter = 0;
    const controller = new AbortController();
    const sent: string[] = [];
    const put: PutFile = (url, _file, { signal }) =>
      new Promise<void>((resolve, reject) => {
        sent.push(url);
        if (url.endsWith('f2.jpg') && !controller.signal.aborted) {
          signal?.addEventListener('abort', () => reject(signal.reason));
          controller.abort();
        } else {
          resolve();
        }
      });
    const files = [image('a.jpg', 1), image('b.jpg', 1), image('c.jpg', 1)];
    const result = await uploadFiles({
      files,
      presign: presignAll(),
      put,
      signal: controller.signal,
      generateId,
    });

    expect(result.status).toBe('cancelled');
    expect(result.files.map((f) => f.status)).toEqual(['done', 'cancelled', 'cancelled']);
    expect(sent).toEqual(['https://s3.test/f1.jpg', 'https://s3.test/f2.jpg']);

    const resumed = await result.retryFailed();
    expect(resumed.status).toBe('completed');
    expect(sent).toEqual([
      'https://s3.test/f1.jpg',
      'https://s3.test/f2.jpg',
      'https://s3.test/f2.jpg',
      'https://s3.test/f3.jpg',
    ]);
  });

  it('passes the signal to presign and rejects when already aborted', async () => {
    const controller = new AbortController();
    const presign = presignAll();
    await uploadFiles({ files: [image('a.jpg', 1)], presign, put: fakePut().put, signal: controller.signal });
    expect(presign.mock.calls[0]?.[1]).toBe(controller.signal);

    controller.abort(new Error('stop'));
    await expect(
      uploadFiles({ files: [image('a.jpg', 1)], presign, put: fakePut().put, signal: controller.signal }),
    ).rejects.toThrow('stop');
    expect(presign).toHaveBeenCalledTimes(1);
  });

  it('rejects when presigning fails or returns the wrong number of URLs', async () => {
    const put = fakePut().put;
    await expect(
      uploadFiles({ files: [image('a.jpg', 1)], presign: async () => Promise.reject(new Error('no')), put }),
    ).rejects.toThrow('no');
    await expect(uploadFiles({ files: [image('a.jpg', 1)], presign: async () => [], put })).rejects.toThrow(
      'Expected 1 presigned URLs, received 0',
    );
    expect(put).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../transport/errors';
import { downloadFile, fileNameFromPath } from './download';

describe('fileNameFromPath', () => {
  it.each([
    ['spaces/12/photos/IMG_0042.jpg', 'IMG_0042.jpg'],
    ['/a/b/c.png', 'c.png'],
    ['a/b/c.png?X-Amz-Signature=1', 'c.png'],
    ['trailing/slash/', 'slash'],
    ['plain.jpg', 'plain.jpg'],
    ['', 'download'],
  ])('%j → %j', (path, name) => {
    expect(fileNameFromPath(path)).toBe(name);
  });
});

describe('downloadFile', () => {
  const created: Blob[] = [];
  let clicked: { href: string; download: string; attached: boolean }[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    clicked = [];
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:lense/1';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
  });
  afterEach(() => vi.useRealTimers());

  it('fetches the presigned URL as a blob and saves it under the last path segment', async () => {
    const fetchMock = vi.fn(
      async () => new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } }),
    );
    const name = await downloadFile('https://s3.test/obj?sig=1', 'spaces/1/photos/beach.jpg', {
      fetch: fetchMock,
    });

    expect(name).toBe('beach.jpg');
    expect(fetchMock).toHaveBeenCalledWith('https://s3.test/obj?sig=1', { signal: undefined });
    expect(await created[0]?.text()).toBe('jpeg bytes');
    expect(clicked).toEqual([{ href: 'blob:lense/1', download: 'beach.jpg', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:lense/1');
  });

  it('rejects with an ApiError when storage refuses, without saving anything', async () => {
    const fetchMock = vi.fn(async () => new Response('<Error>AccessDenied</Error>', { status: 403 }));
    const error = await downloadFile('https://s3.test/x', 'a/b.jpg', { fetch: fetchMock }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(clicked).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../transport/errors';
import { createXhrPut, type XhrLike } from './xhrPut';

type Listener = (event: { loaded: number }) => void;

class FakeXhr {
  static last: FakeXhr | undefined;
  status = 0;
  statusText = '';
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners[type] = [...(this.uploadListeners[type] ?? []), listener];
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  emit(type: string, loaded = 0) {
    for (const listener of this.listeners[type] ?? []) listener({ loaded });
  }
  progress(loaded: number) {
    for (const listener of this.uploadListeners.progress ?? []) listener({ loaded });
  }
  respond(status: number) {
    this.status = status;
    this.emit('load');
  }
}

const put = createXhrPut(() => new FakeXhr() as unknown as XhrLike);
const file = new File(['0123456789'], 'a.png', { type: 'image/png' });

describe('createXhrPut', () => {
  it("PUTs the file with its content type and reports the upload's progress", async () => {
    const onProgress = vi.fn();
    const pending = put('https://s3.test/a.png', file, { contentType: 'image/png', onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(['PUT', 'https://s3.test/a.png']);
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect(xhr.body).toBe(file);
    xhr.progress(4);
    xhr.progress(10);
    xhr.respond(200);
    await expect(pending).resolves.toBeUndefined();
    expect(onProgress.mock.calls.map(([loaded]) => loaded)).toEqual([4, 10, 10]);
  });

  it('rejects with an ApiError on a non-2xx status', async () => {
    const pending = put('https://s3.test/a.png', file, { contentType: 'image/png' });
    FakeXhr.last!.respond(403);
    await expect(pending).rejects.toEqual(new ApiError(403, 'Upload failed with status 403'));
  });

  it('rejects with a NetworkError when no response arrives', async () => {
    const pending = put('https://s3.test/a.png', file, { contentType: 'image/png' });
    FakeXhr.last!.emit('error');
    await expect(pending).rejects.toBeInstanceOf(NetworkError);
  });

  it("aborts the request on the signal and rejects with the signal's reason", async () => {
    const controller = new AbortController();
    const pending = put('https://s3.test/a.png', file, {
      contentType: 'image/png',
      signal: controller.signal,
    });
    const reason = new DOMException('stop', 'AbortError');
    controller.abort(reason);
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(pending).rejects.toBe(reason);
  });

  it('does not open a request when the signal is already aborted', async () => {
    FakeXhr.last = undefined;
    const controller = new AbortController();
    controller.abort(new Error('early'));
    await expect(
      put('https://s3.test/a.png', file, { contentType: 'image/png', signal: controller.signal }),
    ).rejects.toThrow('early');
    expect(FakeXhr.last).toBeUndefined();
  });
});

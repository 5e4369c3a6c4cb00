import { connect, type Socket } from 'node:net';
import { beforeAll, expect, it, vi } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { rawConnection } from './helpers/raw-http.ts';
import { createSpace } from './helpers/spaces.ts';

/** Resolves when the server closes the socket, with what it answered before closing. */
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether `closed` settles within `ms`. */
const settlesWithin = (closed: Promise<unknown>, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([closed.then(() => true), late]).finally(() => clearTimeout(timer));
};

/** A photo presigned for upload into a new space: the bytes and the path and query to PUT them to. */
async function presignedPhoto(h: Harness): Promise<{ bytes: Buffer; target: string }> {
  const owner = await h.signIn();
  const space = await createSpace(h, owner.token);
  const bytes = await photo(64, 48);
  const presign = await h.request({
    method: 'POST',
    url: '/api/presigned_urls',
    token: owner.token,
    payload: {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
      method: 'put',
      space_id: space.id,
    },
  });
  expect(presign.statusCode).toBe(200);
  const url = new URL(presign.json().files[0].url);
  return { bytes, target: `${url.pathname}${url.search}` };
}

describeBackends(
  'slow clients',
  (h) => {
    let port = 0;
    // Timeouts act on sockets: these tests talk to a real port.
    beforeAll(async () => {
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      port = Number(new URL(address).port);
    });

    it('cuts off a client trickling a body past the request timeout', async () => {
      const socket = connect(port, '127.0.0.1');
      const done = closed(socket);
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      // One byte now and then: never idle, never finished. The server must close it anyway.
      const trickle = setInterval(() => socket.write(' '), 200);
      const answer = await done;
      clearInterval(trickle);
      expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    });

    it('closes a connection that sends nothing', async () => {
      const socket = connect(port, '127.0.0.1');
      await closed(socket);
      expect(socket.destroyed).toBe(true);
    });

    it('answers an upload whose checks outlast both timeouts once its body is in', async () => {
      const { bytes, target } = await presignedPhoto(h);
      // Checking the stored bytes takes longer than the idle and request timeouts (checks queue at busy times).
      const storage = h.app.storage;
      const head = storage.head.bind(storage);
      const slow = vi.spyOn(storage, 'head').mockImplementation(async (key: string) => {
        await sleep(2500);
        return head(key);
      });
      const connection = rawConnection(port);
      try {
        const answer = await connection.send('PUT', target, {
          body: bytes,
          headers: { 'content-type': 'image/jpeg' },
        });
        expect(slow).toHaveBeenCalled();
        expect(answer?.status).toBe(204);
      } finally {
        slow.mockRestore();
        connection.socket.destroy();
      }
    });
  },
  { requestTimeoutSeconds: 1, idleTimeoutSeconds: 1 },
);

describeBackends(
  'idle connections',
  (h) => {
    let port = 0;
    // Timeouts act on sockets: these tests talk to a real port.
    beforeAll(async () => {
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      port = Number(new URL(address).port);
    });

    it('closes a keep-alive connection left idle past the idle timeout', async () => {
      const connection = rawConnection(port);
      expect((await connection.send('GET', '/api/health'))?.status).toBe(200);
      // Idle for 1 s (plus Node's 1 s of grace) closes it; the bound is generous for a busy machine, and far
      // below the 72 s keep-alive Fastify would otherwise give.
      const closedInTime = await settlesWithin(connection.closed, 15_000);
      connection.socket.destroy();
      expect(closedInTime).toBe(true);
    });

    it('still cuts an upload whose body stalls, long before the request timeout', async () => {
      const { bytes, target } = await presignedPhoto(h);
      const connection = rawConnection(port);
      connection.socket.write(
        `PUT ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/jpeg\r\nContent-Length: ${bytes.length}\r\n\r\n`,
      );
      connection.socket.write(bytes.subarray(0, bytes.length >> 1));
      // Half the body, then silence: the 1 s idle timeout closes it, not the 300 s request timeout.
      const closedInTime = await settlesWithin(connection.closed, 15_000);
      connection.socket.destroy();
      expect(closedInTime).toBe(true);
    });
  },
  { idleTimeoutSeconds: 1 },
);

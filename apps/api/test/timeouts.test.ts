import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

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

describeBackends(
  'slow clients',
  (h) => {
    let port = 0;
    it('starts a real port', async () => {
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
  },
  { requestTimeoutSeconds: 1, idleTimeoutSeconds: 1 },
);

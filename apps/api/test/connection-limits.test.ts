import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { eventually, rawConnection } from './helpers/raw-http.ts';
import { createSpace } from './helpers/spaces.ts';

/** Listens on a real port on 127.0.0.1 (sockets are what is capped) and returns it. */
const listening = (h: Harness) => {
  const port = { value: 0 };
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port.value = (h.app.server.address() as AddressInfo).port;
  });
  return port;
};

const connectionCaps: [string, Partial<Config>, 429 | 503, RegExp][] = [
  ['per address', { connectionsPerAddress: 6 }, 429, /too many connections from this address/],
  ['in total', { connectionsPerAddress: 0, connectionsTotal: 6 }, 503, /connection limit/],
];

for (const [name, caps, status, message] of connectionCaps) {
  describeBackends(
    `connections capped ${name}`,
    (h) => {
      const port = listening(h);

      it(`answers connections past the cap with a raw ${status}, and keeps serving those it holds`, async () => {
        const user = await h.signIn();
        const held = rawConnection(port.value);
        expect((await held.send('GET', '/api/health'))?.status).toBe(200);

        // Ten more from the same address: five fit under the cap of six, the rest are refused and closed.
        const flood = Array.from({ length: 10 }, () => rawConnection(port.value));
        const answers = await Promise.all(flood.map((connection) => connection.send('GET', '/api/health')));
        expect(answers.filter((answer) => answer?.status === 200)).toHaveLength(5);
        const refused = answers.filter((answer) => answer?.status === status);
        expect(refused).toHaveLength(5);
        for (const answer of refused) {
          expect(answer?.headers['retry-after']).toMatch(/^\d+$/);
          expect(answer?.headers.connection).toBe('close');
          expect(JSON.parse(answer?.body ?? '').error).toMatch(message);
        }
        await Promise.all(flood.filter((_, i) => answers[i]?.status === status).map((c) => c.closed));

        // Meanwhile the server answers on the connections it holds: its database, files and sign-in work.
        expect((await held.send('GET', '/api/health'))?.status).toBe(200);
        const login = await held.send('POST', '/api/login', {
          body: JSON.stringify({ user: { email: user.email, password: user.password } }),
          headers: { 'content-type': 'application/json' },
        });
        expect(login?.status).toBe(200);

        // Closed connections give their places back.
        for (const connection of flood) connection.socket.destroy();
        const admitted = await eventually(async () => {
          const fresh = rawConnection(port.value);
          const answer = await fresh.send('GET', '/api/health');
          fresh.socket.destroy();
          return answer?.status === 200;
        });
        expect(admitted).toBe(true);
        held.socket.destroy();
      });
    },
    caps,
  );
}

/** An answer to a live stream's request: its head, the body of a refusal, and a way to hang up. */
interface StreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  close: () => void;
}

describeBackends(
  'live streams capped per address and in total',
  (h) => {
    const port = listening(h);
    const open: StreamAnswer[] = [];
    afterAll(() => {
      for (const stream of open) stream.close();
    });

    /** Opens a space's live stream on a connection of its own, as `forwardedFor` behind the trusted proxy. */
    const stream = (spaceId: string, forwardedFor?: string) =>
      new Promise<StreamAnswer>((resolve, reject) => {
        const request = get({
          host: '127.0.0.1',
          port: port.value,
          path: `/api/spaces/${spaceId}/live`,
          agent: false,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
        request.on('error', reject);
        request.on('response', (response) => {
          const answer = { status: response.statusCode ?? 0, headers: response.headers, body: '' };
          const close = () => request.destroy();
          if (answer.status === 200) {
            response.resume();
            open.push({ ...answer, close });
            resolve({ ...answer, close });
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            answer.body += chunk;
          });
          response.on('end', () => resolve({ ...answer, close }));
        });
      });

    const health = async () => (await fetch(`http://127.0.0.1:${port.value}/api/health`)).status;

    it('refuses streams past the cap of an address (loopback too) with 429, past the total with 503', async () => {
      const owner = await h.signIn();
      const space = await createSpace(h, owner.token);

      // No forwarding header: the socket's address, loopback, held to the cap like any other.
      const local = [await stream(space.id), await stream(space.id)];
      expect(local.map((s) => s.status)).toEqual([200, 200]);
      const third = await stream(space.id);
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(third.body).error).toMatch(/too many live streams/);

      // Another client behind the proxy takes the last place; the one after it finds the server full.
      expect((await stream(space.id, '203.0.113.7')).status).toBe(200);
      const full = await stream(space.id, '203.0.113.8');
      expect(full.status).toBe(503);
      expect(full.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(full.body).error).toMatch(/live streams/);

      // Meanwhile ordinary requests answer.
      expect(await health()).toBe(200);

      // A viewer leaving gives its place back.
      local[0]?.close();
      const admitted = await eventually(async () => {
        const next = await stream(space.id, '203.0.113.8');
        return next.status === 200;
      });
      expect(admitted).toBe(true);
    });

    it('gives back the place of a client that hangs up as its stream opens', async () => {
      for (const held of open.splice(0)) held.close();
      const owner = await h.signIn();
      const space = await createSpace(h, owner.token);
      // Each hangs up right after asking: before, while or after its stream is opened.
      const hangUps = Array.from({ length: 6 }, (_, i) => {
        const connection = rawConnection(port.value);
        connection.socket.write(
          `GET /api/spaces/${space.id}/live HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.${i}\r\n\r\n`,
          () => connection.socket.destroy(),
        );
        return connection.closed;
      });
      await Promise.all(hangUps);
      // Every place comes back: three clients then fill the total of three.
      const admitted = await eventually(async () => {
        const streams = await Promise.all(
          ['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((a) => stream(space.id, a)),
        );
        if (streams.every((s) => s.status === 200)) return true;
        for (const s of streams) s.close();
        return false;
      });
      expect(admitted).toBe(true);
    });
  },
  { trustProxy: 1, liveStreamsPerAddress: 2, liveStreamsTotal: 3 },
);

import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitConnections } from './connection-limits.ts';

/** What the server sent on a new connection that asks for `/`, once the server closes it (or after 5 s). */
const answerOf = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    setTimeout(() => socket.destroy(), 5000).unref();
  });

describe('connection limits', () => {
  let server: Server;
  let port = 0;
  let handled = 0;
  beforeEach(async () => {
    handled = 0;
    server = createServer((_request, response) => {
      handled += 1;
      response.end('ok');
    });
    limitConnections(server, { perAddress: 1, total: 0 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  /** A connection the server has accepted and counted (the caps' listener runs before this one's). */
  const holdOne = async () => {
    const counted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const held = connect(port, '127.0.0.1');
    const accepted = await counted;
    return { destroy: () => held.destroy(), accepted };
  };
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers a connection past the cap itself and closes it, never handing it to HTTP', async () => {
    const held = await holdOne();
    const answer = await answerOf(port);
    expect(answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '').error).toMatch(/too many connections/);
    expect(handled).toBe(0);
    held.destroy();
  });

  it('closes every socket of a flood past the cap, and admits again once the held one leaves', async () => {
    const held = await holdOne();
    const answers = await Promise.all(Array.from({ length: 150 }, () => answerOf(port)));
    // Each is refused (a flood's last ones may be cut before their answer is read), none reaches HTTP.
    expect(answers.every((answer) => answer === '' || answer.startsWith('HTTP/1.1 429'))).toBe(true);
    expect(answers.filter((answer) => answer.startsWith('HTTP/1.1 429')).length).toBeGreaterThan(0);
    expect(handled).toBe(0);
    // Once the server sees it close, its place is given back (the caps' listener runs first).
    const left = new Promise((resolve) => held.accepted.once('close', resolve));
    held.destroy();
    await left;
    expect(await answerOf(port)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DATA_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { AddressCaps, type CapStatus } from './address-caps.ts';

/** Seconds a refused client is asked to wait: idle connections are closed within the idle timeout. */
const RETRY_AFTER_SECONDS = 10;
/**
 * How long a refused socket stays open to read what its client sent: closing it with unread bytes would send
 * a reset, which clients may report instead of the answer.
 */
const LINGER_MS = 1000;
/** Refused sockets lingering at once; past this a flood's are closed as soon as their answer is written. */
const MAX_LINGERING = 64;

const MESSAGES: Record<CapStatus, string> = {
  429: 'too many connections from this address, try again later',
  503: 'the server is at its connection limit, try again later',
};

/**
 * Caps the connections the server holds, per socket address and in total (0: no cap), so its sockets stay
 * below the open-file limit and descriptors remain for files, the database and modules. A connection past a
 * cap is accepted only to be answered `429` (its address holds its share) or `503` (the server holds all it
 * may) with `Retry-After` and `Connection: close`, then closed: it never reaches the HTTP parser.
 */
export function limitConnections(server: Server, caps: { perAddress: number; total: number }): void {
  const held = new AddressCaps(caps.perAddress, caps.total);
  // The HTTP server parses every socket its 'connection' listeners are given: give it only those within caps.
  const parse = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  let lingering = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy(); // Gone already.
      return;
    }
    const refused = held.take(address);
    if (refused === null) {
      socket.once('close', () => held.release(address));
      for (const listener of parse) listener.call(server, socket);
      return;
    }
    socket.on('error', () => {});
    if (lingering >= MAX_LINGERING) {
      socket.end(refusal(refused), () => socket.destroy());
      return;
    }
    lingering += 1;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      lingering -= 1;
    });
    socket.resume(); // Read and drop whatever the client sends.
    socket.end(refusal(refused));
  });
}

/** A whole HTTP answer refusing a connection, with a JSON `{error}` body. */
function refusal(status: CapStatus): string {
  const body = JSON.stringify({ error: MESSAGES[status] });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    `Retry-After: ${RETRY_AFTER_SECONDS}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Content-Security-Policy: ${DATA_CONTENT_SECURITY_POLICY}`,
    'X-Content-Type-Options: nosniff',
    '',
    body,
  ].join('\r\n');
}

import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether an IP address (v4, v6 or v4-mapped v6) is on the loopback interface. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/** The host name of a Host header, without its port. */
const hostName = (host: string | undefined): string => {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
};

/**
 * Whether a request comes from this machine itself, the only client the dev-only conveniences answer.
 * The socket address decides, never X-Forwarded-For: a local proxy forwarding a remote client is not local,
 * so any forwarding header disqualifies. The Host header must be a loopback name too, so a page whose
 * domain was re-bound to 127.0.0.1 (DNS rebinding) does not count as local.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress) && LOOPBACK_NAMES.has(hostName(headers.host));
}

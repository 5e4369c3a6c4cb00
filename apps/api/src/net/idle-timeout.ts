import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets the idle timeout (`server.timeout`: no byte either way for that long) close only connections that wait
 * on their client: one between requests, one whose request is still arriving (a stalled upload), one whose
 * answer the client does not read. A request received whole that the server is still working on (checking an
 * upload, building an answer) waits on the server, so its connection is kept; the answer's first bytes start
 * the timeout again. Node destroys a timed-out socket itself only when nobody listens to 'timeout'.
 */
export function idleTimeoutSparesWork(server: Server): void {
  const current = new WeakMap<Socket, { request: IncomingMessage; response: ServerResponse }>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    current.set(request.socket, { request, response });
  });
  server.on('timeout', (socket: Socket) => {
    const exchange = current.get(socket);
    const serverWorking =
      exchange?.request.complete === true &&
      !exchange.response.writableFinished &&
      socket.writableLength === 0;
    if (!serverWorking) socket.destroy();
  });
}

import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/**
 * The request body as a stream that can fail (e.g. over the size limit) without destroying the request
 * itself, so an error response can still be written. A client that disconnects mid-body errors the stream.
 */
export function detachedBody(request: IncomingMessage): Readable {
  const body = new PassThrough();
  request.pipe(body);
  request.once('error', (error) => body.destroy(error));
  request.once('close', () => {
    if (!request.complete) body.destroy(new Error('Upload aborted by the client'));
  });
  return body;
}

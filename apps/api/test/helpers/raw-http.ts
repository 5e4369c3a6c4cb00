import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 answer read off a socket. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** A whole answer at the start of `buffer` (headers and a Content-Length body), with its length. */
function parseAnswer(buffer: Buffer): { answer: RawAnswer; length: number } | null {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = headEnd + 4 + Number(headers['content-length'] ?? 0);
  if (buffer.length < length) return null;
  return {
    answer: {
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: buffer.subarray(headEnd + 4, length).toString('utf8'),
    },
    length,
  };
}

/**
 * A keep-alive connection to 127.0.0.1:`port` of our own, so a test sees which connection gets which answer.
 * `send` writes one request and resolves with its answer, or null when the server closes first.
 */
export function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let buffer = Buffer.alloc(0);
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  const closed = new Promise<void>((resolve) => {
    socket.once('close', () => {
      resolve();
      wake();
    });
  });
  const nextAnswer = async (): Promise<RawAnswer | null> => {
    for (;;) {
      const parsed = parseAnswer(buffer);
      if (parsed) {
        buffer = buffer.subarray(parsed.length);
        return parsed.answer;
      }
      if (socket.destroyed) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  const send = (
    method: string,
    path: string,
    options: { body?: Buffer | string; headers?: Record<string, string> } = {},
  ): Promise<RawAnswer | null> => {
    const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(options.body);
    const headers = { host: 'localhost', 'content-length': String(body.length), ...options.headers };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`${method} ${path} HTTP/1.1\r\n${head.join('')}\r\n`);
    socket.write(body);
    return nextAnswer();
  };
  return { socket, send, closed };
}

/** Polls `check` until it holds, up to `ms` (for what the server does a moment after a client acts). */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// Each test file's window is a fresh context that lacks Node's web streams, which msw uses.
for (const [name, stream] of Object.entries({ ReadableStream, TransformStream, WritableStream })) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: stream });
}

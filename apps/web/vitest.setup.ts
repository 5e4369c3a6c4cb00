import '@testing-library/jest-dom/vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test file's window is a fresh context that lacks Node's web streams, which msw's mocks use.
for (const [name, stream] of Object.entries({ ReadableStream, TransformStream, WritableStream })) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: stream });
}

// Routed screens are lazy chunks; their first transform (a screen, its catalogue, their imports) took over
// five seconds on a machine busy with other builds. A wait for what never comes still fails, later.
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => cleanup());

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLenseClient } from '../endpoints/client';
import { createSessionStore } from '../session';
import { followUploadChecks, type UploadCheck } from './followChecks';

const API = 'https://api.lense.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newClient = () =>
  createLenseClient({
    baseUrl: API,
    session: createSessionStore({ storage: undefined, eventTarget: null }),
    currentAddress: () => '/',
  });

/** Answers each photo's states in turn, one per call (the last one repeats); `asked` counts the calls. */
function statuses(script: Record<string, readonly (string | number)[]>) {
  const asked: Record<string, number> = {};
  const headers: (string | null)[] = [];
  server.use(
    http.get(`${API}/photos/:photo_id/upload`, ({ params, request }) => {
      const id = String(params.photo_id);
      headers.push(request.headers.get('x-lense-guest'));
      const turn = asked[id] ?? 0;
      asked[id] = turn + 1;
      const states = script[id] ?? [404];
      const state = states[Math.min(turn, states.length - 1)]!;
      if (typeof state === 'number')
        return HttpResponse.json({ error: 'no', status: state }, { status: state });
      const error = state === 'refused' ? 'The file is not an image Lense can read' : null;
      return HttpResponse.json({ upload: { photo_id: id, state, error } });
    }),
  );
  return { asked, headers };
}

describe('followUploadChecks', () => {
  it('asks until each photo is published or refused, and reports each as it settles', async () => {
    const { asked } = statuses({
      a: ['processing', 'visible'],
      b: ['processing', 'processing', 'refused'],
      c: ['hidden'],
    });
    const seen: UploadCheck[] = [];
    const checks = await followUploadChecks(newClient(), ['a', 'b', 'c'], {
      delaysMs: [0, 0, 0, 0],
      onSettled: (check) => seen.push(check),
    });
    expect(checks).toEqual([
      { photoId: 'a', outcome: 'published', reason: null },
      { photoId: 'b', outcome: 'refused', reason: 'The file is not an image Lense can read' },
      { photoId: 'c', outcome: 'published', reason: null },
    ]);
    expect(seen.map((check) => check.photoId)).toEqual(['c', 'a', 'b']);
    // A settled photo is not asked about again.
    expect(asked).toEqual({ a: 2, b: 3, c: 1 });
  });

  it('asks again after a failed call, and gives up on a photo it may no longer see', async () => {
    const { asked } = statuses({ a: [500, 'visible'], gone: [404] });
    const checks = await followUploadChecks(newClient(), ['a', 'gone'], { delaysMs: [0, 0, 0] });
    expect(checks.map((check) => check.outcome)).toEqual(['published', 'unknown']);
    expect(asked).toEqual({ a: 2, gone: 1 });
  });

  it('calls a photo still processing after the last round unknown', async () => {
    const { asked } = statuses({ slow: ['processing'] });
    const checks = await followUploadChecks(newClient(), ['slow'], { delaysMs: [0, 0] });
    expect(checks).toEqual([{ photoId: 'slow', outcome: 'unknown', reason: null }]);
    expect(asked).toEqual({ slow: 2 });
  });

  it("sends the uploader's headers and stops when cancelled", async () => {
    const { headers } = statuses({ a: ['processing'] });
    const controller = new AbortController();
    const following = followUploadChecks(newClient(), ['a'], {
      headers: { 'X-Lense-Guest': 'guest-token' },
      signal: controller.signal,
      delaysMs: [0, 60_000],
      onSettled: () => undefined,
    });
    await expect.poll(() => headers.length).toBe(1);
    controller.abort(new Error('left the page'));
    await expect(following).rejects.toThrow('left the page');
    expect(headers).toEqual(['guest-token']);
  });
});

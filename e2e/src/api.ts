import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { FilePayload } from './images.ts';

/** Setting content up through the API before a journey looks at it: calls that must succeed. */

/** The JSON of a call that must succeed, naming `what` and the answer when it does not. */
export async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs `user` in through the API: the authorization header of its session. */
export async function apiSession(
  request: APIRequestContext,
  user: { email: string; password: string },
): Promise<string> {
  const login = await request.post('/api/login', {
    data: { user: { email: user.email, password: user.password } },
  });
  expect(login.ok(), `login: ${login.status()}`).toBe(true);
  return login.headers().authorization ?? '';
}

/** Uploads `files` with presigned PUTs: into `spaceId`, or as the user's banners or icons. Returns the paths. */
export async function upload(
  request: APIRequestContext,
  authorization: string,
  files: FilePayload[],
  target: { space_id: string } | { type: 'banner' | 'icon' },
): Promise<{ path: string; photo_id: string | null }[]> {
  const presign = await ok<{ files: { path: string; url: string; photo_id: string | null }[] }>(
    await request.post('/api/presigned_urls', {
      headers: { authorization },
      data: {
        method: 'put',
        files: files.map((file) => ({ name: file.name, type: file.mimeType, size: file.buffer.length })),
        ...target,
      },
    }),
    'presign',
  );
  for (const [index, file] of presign.files.entries()) {
    const put = await request.put(file.url, {
      headers: { 'content-type': files[index]!.mimeType },
      data: files[index]!.buffer,
    });
    expect(put.ok(), `PUT ${file.path}: ${put.status()}`).toBe(true);
    if (file.photo_id) {
      await ok(
        await request.post(`/api/photos/${file.photo_id}/complete`, { headers: { authorization }, data: {} }),
        'complete',
      );
    }
  }
  return presign.files;
}

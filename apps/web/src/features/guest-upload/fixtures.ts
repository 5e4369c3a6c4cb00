import type { PublicGuestLink, PutFile } from '@lense/api-client';
import { buildPublicGuestLink, HttpResponse, http, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';

// Data of the guest page's stories and tests: the fixture event's guest link, its answers and fake PUTs.

/** The token of the fixture guest link (its address is /g/{token}). */
export const LINK_TOKEN = 'Wd9hS2kq4XbLm7Pz0aQvEr1T';

/** The upload token the join mock gives a guest. */
export const GUEST_TOKEN = `lg_${'a'.repeat(43)}`;

/** GET /guest_links/{token}: the fixture event, with `overrides` to its rules. */
export const guestLinkHandler = (overrides: Partial<PublicGuestLink> = {}) =>
  mockEndpoint('get', '/guest_links/{token}', {
    populated: () => ({ guest_link: buildPublicGuestLink(overrides) }),
  });

/** GET /guest_links/{token} refused with `status` and the API's message. */
export const guestLinkErrorHandler = (status: number, error: string) =>
  lenseMocks.publicGuestLink({ variant: 'error', error: { status, error } });

/** POST /guest_links/{token}/guests: joins as the name sent (none when blank), with {@link GUEST_TOKEN}. */
export const joinHandler = () =>
  http.post('*/api/guest_links/:token/guests', async ({ request }) => {
    const { name } = (await request.json()) as { name?: string | null };
    return HttpResponse.json(
      { guest: { id: 'guest-1', name: name?.trim() || null, token: GUEST_TOKEN } },
      { status: 201 },
    );
  });

/** POST /guest_links/{token}/guests refused: a wrong password. */
export const wrongPasswordHandler = () =>
  lenseMocks.joinGuestLink({ variant: 'error', error: { status: 401, error: 'Wrong password' } });

/** POST /presigned_urls refused with `status` and the API's message (an upload limit, say). */
export const presignErrorHandler = (status: number, error: string) =>
  lenseMocks.presignedUrls({ variant: 'error', error: { status, error } });

const nameOf = (file: Blob) => (file instanceof File ? file.name : '');

/** Sends every file at once. */
export const instantPut: PutFile = async (_url, file, options) => {
  options.onProgress?.(file.size);
};

/** Sends 'first-dance.jpg' at once and holds every other file at 40 % (it never ends). */
export const heldPut: PutFile = (_url, file, options) =>
  new Promise<void>((resolve) => {
    if (nameOf(file) === 'first-dance.jpg') {
      options.onProgress?.(file.size);
      resolve();
      return;
    }
    options.onProgress?.(Math.round(file.size * 0.4));
  });

/** Fails 'speeches.jpg' (a dropped connection), sends the others. */
export const failingPut: PutFile = async (_url, file, options) => {
  if (nameOf(file) === 'speeches.jpg') throw new Error('network');
  options.onProgress?.(file.size);
};

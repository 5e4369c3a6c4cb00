import type { APIRequestContext } from '@playwright/test';
import { apiSession, ok, upload } from '../src/api.ts';
import { createConfirmedUser, expect, Mailbox, signIn, test } from '../src/fixtures.ts';
import { pngFile } from '../src/images.ts';

/**
 * An organiser's gallery and a visitor's viewer: several photos hidden at once, a cover chosen, and a
 * visitor downloading and sharing a photo from the viewer, then back on the tile that opened it.
 */
const COMMENTS = ['Arrival', 'First dance', 'Cake', 'Toast'] as const;

/** A public space with four processed photos named by `COMMENTS`; their ids by comment. */
async function galleryOf(request: APIRequestContext, authorization: string) {
  const headers = { authorization };
  const { space } = await ok<{ space: { id: string } }>(
    await request.post('/api/spaces', { headers, data: { title: 'Garden Wedding', is_public: true } }),
    'create space',
  );
  const files = COMMENTS.map((_, index) =>
    pngFile(`photo-${index}.png`, [60 + index * 40, 120, 200 - index * 30], 160, 120),
  );
  const uploaded = await upload(request, authorization, files, { space_id: space.id });
  const ids = new Map<string, string>();
  for (const [index, comment] of COMMENTS.entries()) {
    const id = uploaded[index]!.photo_id!;
    await ok(await request.patch(`/api/photos/${id}`, { headers, data: { comment } }), 'comment');
    ids.set(comment, id);
  }
  await expect
    .poll(async () => (await publicPhotos(request, space.id)).length, {
      message: 'the photos are processed',
      timeout: 30_000,
    })
    .toBe(COMMENTS.length);
  return { spaceId: space.id, ids };
}

/** The photos any visitor sees in the space. */
async function publicPhotos(request: APIRequestContext, spaceId: string): Promise<{ id: string }[]> {
  const answer = (await (await request.get(`/api/spaces/${spaceId}`)).json()) as {
    photos?: { id: string }[];
  };
  return answer.photos ?? [];
}

test('an organiser hides two photos at once and makes a third the cover; a visitor downloads and shares one from the viewer', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser(request, new Mailbox(request));
  const { spaceId, ids } = await galleryOf(request, await apiSession(request, user));

  // Several photos at once: select two in the manage screen and hide them together.
  await page.goto('/login');
  await signIn(page, user);
  await page.goto(`/spaces/${spaceId}/manage`);
  await page.getByRole('button', { name: 'Select several photos' }).click();
  await page.getByRole('checkbox', { name: 'Select Arrival' }).check();
  await page.getByRole('checkbox', { name: 'Select First dance' }).check();
  const bar = page.getByRole('group', { name: 'Selected photos' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('2 photos hidden')).toBeVisible();
  await expect
    .poll(async () => (await publicPhotos(request, spaceId)).map(({ id }) => id).sort())
    .toEqual([ids.get('Cake'), ids.get('Toast')].sort());

  // The cover: chosen from a photo's details, then heading the space's page.
  const cover = ids.get('Toast')!;
  await page.goto(`/spaces/${spaceId}/photos/${cover}`);
  await page.getByRole('button', { name: 'Make cover' }).click();
  await expect(page.getByText("This photo is the space's cover")).toBeVisible();

  // A visitor, with a clipboard: the cover heads the page, and a free photo opens in the viewer.
  const visitor = await browser.newContext({ baseURL: baseURL! });
  await visitor.grantPermissions(['clipboard-read', 'clipboard-write']);
  const guest = await visitor.newPage();
  await guest.goto(`/spaces/${spaceId}/view`);
  await expect(guest.locator('main img').first()).toHaveAttribute('src', new RegExp(`/api/photos/${cover}/`));
  const tile = guest.getByRole('list', { name: 'Photos' }).getByRole('link', { name: /^Cake/ });
  await tile.click();
  const viewer = guest.getByRole('dialog', { name: 'Cake' });
  await expect(viewer).toBeVisible();
  // Download saves the largest image visitors get, never the original.
  const download = viewer.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute(
    'href',
    new RegExp(`/api/photos/${ids.get('Cake')}/images/preview-[0-9a-f]+\\.webp$`),
  );
  // Share: without the system's share sheet, the photo's own address is copied, and the bar says so.
  await viewer.getByRole('button', { name: 'Share' }).click();
  await expect(viewer.getByText('Link copied')).toBeVisible();
  const copied = await guest.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(baseURL!).origin}/spaces/${spaceId}/view?photo=${ids.get('Cake')}`);
  // The event's name leads back to it; Escape closes the viewer onto the tile that opened it.
  await expect(viewer.getByRole('link', { name: 'Garden Wedding' })).toBeVisible();
  await guest.keyboard.press('Escape');
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  await expect(tile).toBeFocused();
  await visitor.close();
});

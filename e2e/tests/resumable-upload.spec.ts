import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createConfirmedUser, expect, test } from '../src/fixtures.ts';
import { pngImage } from '../src/images.ts';

const MiB = 1024 * 1024;

test("a guest's large photo carries on after a dropped part and a reload, sending no part twice", async ({
  browser,
  request,
  mailbox,
}) => {
  const organiser = await createConfirmedUser(request, mailbox);
  const login = await request.post('/api/login', {
    data: { user: { email: organiser.email, password: organiser.password } },
  });
  const authorization = login.headers().authorization ?? '';
  const created = await request.post('/api/spaces', {
    headers: { authorization },
    data: { title: `Harbour Concert ${randomInt(1000, 9999)}` },
  });
  const spaceId = (await created.json()).space.id as string;
  const turnedOn = await request.put(`/api/spaces/${spaceId}/guest_link`, {
    headers: { authorization },
    data: {},
  });
  expect(turnedOn.status()).toBe(200);
  const link = new URL((await turnedOn.json()).guest_link.url as string);

  // A photo of almost 6 MB on the phone's disk: three parts of 2 MiB.
  const photo = test.info().outputPath('concert.png');
  const bytes = pngImage(160, 120, [30, 140, 90], 6 * MiB - 64 * 1024);
  writeFileSync(photo, bytes);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await phone.newPage();
  // The venue's network: the first try of part 1 is cut, part 2 never gets through before the reload.
  const sent: { part: string; bytes: number; afterReload: boolean }[] = [];
  let reloaded = false;
  let cut = false;
  await guest.route('**/storage/**', async (route) => {
    const part = new URL(route.request().url()).searchParams.get('part');
    if (route.request().method() !== 'PUT' || !part) return route.continue();
    sent.push({ part, bytes: route.request().postDataBuffer()?.length ?? 0, afterReload: reloaded });
    if (part === '1' && !cut) {
      cut = true;
      return route.abort('connectionreset');
    }
    if (part === '2' && !reloaded) return; // held until the tab reloads
    return route.continue();
  });

  const choose = async () => {
    const chooser = guest.waitForEvent('filechooser');
    await guest.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles(photo);
  };
  await guest.goto(link.pathname);
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Kamau');
  await choose();
  // Part 1 is tried again on its own and stored; part 2 hangs.
  await expect.poll(() => sent.map((s) => s.part)).toEqual(['1', '1', '2']);

  // The phone reloads the page: it offers to carry on, and the same photo picked again does.
  reloaded = true;
  await guest.reload();
  await expect(
    guest.getByText('1 photo did not finish sending. Choose it again to carry on where it stopped.'),
  ).toBeVisible();
  await choose();
  await expect(guest.getByRole('heading', { name: '1 photo sent. Thank you!' })).toBeVisible();
  expect(sent.filter((s) => s.afterReload).map((s) => s.part)).toEqual(['2', '3']);
  await phone.close();

  // The photo is the event's, whole.
  await expect
    .poll(async () => (await (await request.get(`/api/spaces/${spaceId}`)).json()).photos.length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [stored] = (
    await (await request.get(`/api/spaces/${spaceId}`, { headers: { authorization } })).json()
  ).photos;
  expect(stored.uploader_name).toBe('Kamau');
  expect(stored.width).toBe(160);
});

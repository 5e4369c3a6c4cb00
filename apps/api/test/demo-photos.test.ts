import sharp from 'sharp';
import { expect, it } from 'vitest';
import { demoPhotoMaker } from '../src/demo/demo-photos.ts';

it("makes the demo's photos as a phone camera would, every third one portrait, each of its event's scenes in turn", async () => {
  const camera = demoPhotoMaker('camera');
  const [portrait, landscape] = await Promise.all([camera(['reception'], 0), camera(['concert'], 1)]);
  expect(await sharp(portrait).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 });
  expect(await sharp(landscape).metadata()).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
  const small = demoPhotoMaker('small');
  // Two photos of one event differ: another scene, another seed.
  const [first, second] = await Promise.all([small(['dinner', 'toast'], 1), small(['dinner', 'toast'], 2)]);
  expect(await sharp(first).metadata()).toMatchObject({ width: 960, height: 720 });
  expect(first.equals(second)).toBe(false);
});

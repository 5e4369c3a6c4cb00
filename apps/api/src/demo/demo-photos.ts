import sharp from 'sharp';
import {
  beach,
  concert,
  confetti,
  danceFloor,
  dinner,
  festival,
  reception,
  runners,
  toast,
} from './event-scenes.ts';

/**
 * How big the demo's photos are: 'camera' makes a phone camera's (4000x3000 and 3000x4000 JPEGs with grain,
 * 2-5 MB each, so benchmarks and audits see what visitors will), 'small' makes 960 px ones (tests, journeys).
 */
export type DemoPhotoSize = 'camera' | 'small';

/** The event scenes a demo photo can show (event-scenes.ts, the landing page's too). */
export const DEMO_SCENES = {
  beach,
  concert,
  confetti,
  danceFloor,
  dinner,
  festival,
  reception,
  runners,
  toast,
};
export type DemoScene = keyof typeof DEMO_SCENES;

const CAMERA_LONG_SIDE = 4000;
const CAMERA_SHORT_SIDE = 3000;
const SMALL_LONG_SIDE = 960;
// Scenes are drawn at this long side and enlarged to a camera's: their blurs cost tens of seconds from
// 1600 px up, and out-of-focus lights and silhouettes lose little to the enlargement, under a camera's grain.
const DRAWN_LONG_SIDE = 960;

/** The photo's shape: every third one portrait, as guests' phones give. */
const isPortrait = (index: number) => index % 3 === 0;

/** `long` by three quarters of it, turned for a portrait photo. */
function shapeOf(index: number, long: number): { width: number; height: number } {
  const short = Math.round((long * CAMERA_SHORT_SIDE) / CAMERA_LONG_SIDE);
  return isPortrait(index) ? { width: short, height: long } : { width: long, height: short };
}

/**
 * Makes demo photos, drawn on the spot (nothing downloaded): the `index`th photo of an event shows one of its
 * `scenes` in turn, each drawn from its own seed, so no two photos of an event are the same. No caption is
 * drawn into the pixels. Camera-sized ones get a sensor-like grain, made once and shared by every photo, so
 * they weigh what a phone's JPEG weighs.
 */
export function demoPhotoMaker(size: DemoPhotoSize) {
  let grain: Promise<Buffer> | null = null;
  const grainOf = () => {
    grain ??= sharp({
      create: {
        width: CAMERA_LONG_SIDE,
        height: CAMERA_LONG_SIDE,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 14 },
      },
    })
      .raw()
      .toBuffer();
    return grain;
  };

  return async (scenes: readonly DemoScene[], index: number): Promise<Buffer> => {
    const draw = DEMO_SCENES[scenes[index % scenes.length] ?? 'reception'];
    const seed = 1000 + index * 37;
    if (size === 'small') {
      const { width, height } = shapeOf(index, SMALL_LONG_SIDE);
      return sharp(Buffer.from(draw(width, height, seed)))
        .jpeg({ quality: 82 })
        .toBuffer();
    }
    const drawn = shapeOf(index, DRAWN_LONG_SIDE);
    const { width, height } = shapeOf(index, CAMERA_LONG_SIDE);
    // Drawn first, then enlarged: resizing the SVG itself would draw it at the camera's size.
    const picture = await sharp(Buffer.from(draw(drawn.width, drawn.height, seed)))
      .removeAlpha()
      .raw()
      .toBuffer();
    const scene = await sharp(picture, { raw: { ...drawn, channels: 3 } })
      .resize(width, height, { kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    const noise = await sharp(await grainOf(), {
      raw: { width: CAMERA_LONG_SIDE, height: CAMERA_LONG_SIDE, channels: 3 },
    })
      .extract({ left: 0, top: 0, width, height })
      .raw()
      .toBuffer();
    return sharp(scene, { raw: { width, height, channels: 3 } })
      .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toBuffer();
  };
}

import sharp from 'sharp';

/**
 * How big the demo's photos are: 'camera' makes a phone camera's (4000x3000 and 3000x4000 JPEGs with grain,
 * 2-5 MB each, so benchmarks and audits see what visitors will), 'small' makes 960 px ones (tests, journeys).
 */
export type DemoPhotoSize = 'camera' | 'small';

const CAMERA_LONG_SIDE = 4000;
const CAMERA_SHORT_SIDE = 3000;

/** A gradient scene with a caption, as SVG. */
function scene(
  caption: string,
  hueFrom: number,
  hueTo: number,
  index: number,
  width: number,
  height: number,
) {
  const scale = width / 960;
  const from = `hsl(${(hueFrom + index * 9) % 360}, 70%, 55%)`;
  const to = `hsl(${(hueTo + index * 13) % 360}, 65%, 35%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${(200 + index * 50) * scale}" cy="${height / 3}" r="${(80 + index * 6) * scale}" fill="white" fill-opacity="0.15"/>
  <text x="${48 * scale}" y="${height - 96 * scale}" font-family="sans-serif" font-size="${44 * scale}" font-weight="700" fill="white">${caption}</text>
  <text x="${48 * scale}" y="${height - 44 * scale}" font-family="sans-serif" font-size="${28 * scale}" fill="white" fill-opacity="0.85">Photo ${index + 1}</text>
</svg>`;
}

/**
 * Makes demo photos, generated on the spot (nothing downloaded). Camera-sized ones get a sensor-like
 * grain, made once and shared by every photo, so they weigh what a phone's JPEG weighs.
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

  return async (caption: string, hueFrom: number, hueTo: number, index: number): Promise<Buffer> => {
    const portrait = index % 3 === 0;
    if (size === 'small') {
      const svg = scene(caption, hueFrom, hueTo, index, 960, portrait ? 1280 : 720);
      return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    }
    const width = portrait ? CAMERA_SHORT_SIDE : CAMERA_LONG_SIDE;
    const height = portrait ? CAMERA_LONG_SIDE : CAMERA_SHORT_SIDE;
    const noise = await sharp(await grainOf(), {
      raw: { width: CAMERA_LONG_SIDE, height: CAMERA_LONG_SIDE, channels: 3 },
    })
      .extract({ left: 0, top: 0, width, height })
      .raw()
      .toBuffer();
    return sharp(Buffer.from(scene(caption, hueFrom, hueTo, index, width, height)))
      .removeAlpha()
      .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toBuffer();
  };
}

/**
 * A deterministic, offline picture for stories: an SVG data URI with a diagonal gradient, a sun and
 * two hills, so a photo tile shows something without any network request.
 */
export function pictureUri(from: string, to: string, width = 480, height = 360): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff" fill-opacity="0.7"/><path d="M0 ${height} L${width * 0.3} ${height * 0.55} L${width * 0.55} ${height} Z" fill="#000" fill-opacity="0.18"/><path d="M${width * 0.35} ${height} L${width * 0.65} ${height * 0.45} L${width} ${height} Z" fill="#000" fill-opacity="0.28"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PALETTE: readonly (readonly [string, string])[] = [
  ['#6366f1', '#0ea5e9'],
  ['#db2777', '#f59e0b'],
  ['#059669', '#84cc16'],
  ['#7c3aed', '#ec4899'],
  ['#0f766e', '#38bdf8'],
  ['#ea580c', '#facc15'],
];

/** Shapes of the fixture photos, width by height: landscape, portrait, square, a panorama and a phone's 4:5. */
const SHAPES: readonly (readonly [number, number])[] = [
  [4, 3],
  [3, 4],
  [3, 2],
  [1, 1],
  [2, 1],
  [4, 5],
];

/**
 * The `index`-th fixture photo: a picture of the palette in one of several shapes, with the size the API
 * would report for it (a camera's, in that shape), so grids lay it out as they would a real photo.
 */
export function palettePhoto(index: number): { url: string; width: number; height: number } {
  const [from, to] = PALETTE[index % PALETTE.length]!;
  const [across, down] = SHAPES[index % SHAPES.length]!;
  return { url: pictureUri(from, to, across * 120, down * 120), width: across * 1000, height: down * 1000 };
}

/** Options of a generated picture for stories and tests. */
export interface PictureOptions {
  /** Start colour of the diagonal gradient. */
  from?: string;
  /** End colour of the diagonal gradient. */
  to?: string;
  width?: number;
  height?: number;
}

/**
 * A deterministic, offline picture: an SVG data URI with a gradient, a sun and two hills, so stories
 * show images without any network request and their pixel snapshots stay stable.
 */
export function picture({
  from = '#6366f1',
  to = '#0ea5e9',
  width = 480,
  height = 320,
}: PictureOptions = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff" fill-opacity="0.7"/>
<path d="M0 ${height} L${width * 0.3} ${height * 0.55} L${width * 0.55} ${height} Z" fill="#000" fill-opacity="0.18"/>
<path d="M${width * 0.35} ${height} L${width * 0.65} ${height * 0.45} L${width} ${height} Z" fill="#000" fill-opacity="0.28"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A square icon picture: a camera-like mark on a coloured square. */
export function iconPicture(colour = '#4338ca', size = 128) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="100%" height="100%" fill="${colour}"/>
<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.34}" fill="#fff" fill-opacity="0.9"/>
<rect x="${size * 0.36}" y="${size * 0.4}" width="${size * 0.28}" height="${size * 0.2}" rx="${size * 0.04}" fill="${colour}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

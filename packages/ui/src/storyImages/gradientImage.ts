/** Options of a generated story image. */
export interface GradientImageOptions {
  /** Start colour of the diagonal gradient. */
  from?: string | undefined;
  /** End colour of the diagonal gradient. */
  to?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * A deterministic, offline image for stories: an SVG data URI with a diagonal gradient,
 * a sun and two hills, so cards look like they hold a photo without any network request.
 */
export function gradientImage({
  from = '#6366f1',
  to = '#0ea5e9',
  width = 480,
  height = 320,
}: GradientImageOptions = {}): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff" fill-opacity="0.7"/>
<path d="M0 ${height} L${width * 0.3} ${height * 0.55} L${width * 0.55} ${height} Z" fill="#000" fill-opacity="0.18"/>
<path d="M${width * 0.35} ${height} L${width * 0.65} ${height * 0.45} L${width} ${height} Z" fill="#000" fill-opacity="0.28"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

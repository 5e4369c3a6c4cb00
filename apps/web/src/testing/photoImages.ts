/**
 * Deterministic, offline images for stories and tests: SVG data URIs with a diagonal gradient and a
 * simple landscape, so photo tiles show a picture without any network request. Their shapes are drawn
 * without anti-aliasing: a scaled image's anti-aliased edges came out a few pixels different from run to run.
 */
export function photoImage(from: string, to: string, width = 480, height = 320): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff" fill-opacity="0.7"/><path d="M0 ${height} L${width * 0.3} ${height * 0.55} L${width * 0.55} ${height} Z" fill="#000" fill-opacity="0.18"/><path d="M${width * 0.35} ${height} L${width * 0.65} ${height * 0.45} L${width} ${height} Z" fill="#000" fill-opacity="0.28"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A watermark-like image: a rounded white badge with a dark mark. */
export function watermarkImage(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><rect x="2" y="2" width="196" height="76" rx="12" fill="#fff" fill-opacity="0.85"/><circle cx="40" cy="40" r="22" fill="#4338ca"/><rect x="76" y="28" width="100" height="10" rx="5" fill="#1f2937"/><rect x="76" y="46" width="70" height="8" rx="4" fill="#6b7280"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

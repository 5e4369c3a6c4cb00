/**
 * A `Content-Disposition: attachment` value for `fileName`, with an ASCII fallback and the exact UTF-8
 * name (RFC 6266 / RFC 5987), safe against quotes and header injection.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

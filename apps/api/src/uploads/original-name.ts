/** The longest original name kept, extension included (the column allows 255). */
const MAX_NAME = 120;

/** Names Windows reserves for devices, with or without an extension. */
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * An uploaded file's own name, made safe to write as one file on every system: the last segment of any path
 * it came with, without control or reserved characters, leading dots or trailing dots and spaces, single
 * spaces, at most 120 characters with its extension kept. Null when nothing is left.
 */
export function originalFileName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[/\\]/).at(-1) ?? '';
  let cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (cleaned.length > MAX_NAME) {
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
    cleaned = `${cleaned.slice(0, MAX_NAME - extension.length).trimEnd()}${extension}`;
  }
  if (!cleaned) return null;
  return DEVICE_NAME.test(cleaned) ? `_${cleaned}` : cleaned;
}

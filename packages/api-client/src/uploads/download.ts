import { errorFromResponse } from '../transport/errors';

/** The last segment of a file path ('spaces/1/photo.jpg' → 'photo.jpg'); 'download' when there is none. */
export function fileNameFromPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  return segments.at(-1) ?? 'download';
}

/** Injectable browser parts of {@link downloadFile}. */
export interface DownloadOptions {
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch | undefined;
  /** The document the anchor is created in; defaults to the global one. */
  document?: Document | undefined;
  /** Cancels the download. */
  signal?: AbortSignal | undefined;
}

/**
 * Downloads a file from a presigned URL: fetches it as a blob (no token: the URL carries its own
 * signature) and saves it through an anchor with `download` set to the last segment of `path`.
 * Resolves with the file name; rejects with an ApiError when the storage answers with an error.
 */
export async function downloadFile(
  url: string,
  path: string,
  options: DownloadOptions = {},
): Promise<string> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const doc = options.document ?? globalThis.document;
  const response = await doFetch(url, { signal: options.signal });
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  const name = fileNameFromPath(path);
  const objectUrl = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = objectUrl;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke on the next task: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
  return name;
}

import type { SentPart } from '../endpoints/types';

/** A resumable upload remembered across a reload: the pending photo and the parts already stored. */
export interface RememberedUpload {
  photoId: string;
  sent: readonly SentPart[];
  /** When it was last written (ms since the epoch): old ones are forgotten, as the API sweeps them. */
  savedAt: number;
}

/** Where unfinished uploads are remembered, keyed by {@link resumeKey}. */
export interface UploadResumeStore {
  get(key: string): RememberedUpload | undefined;
  set(key: string, upload: RememberedUpload): void;
  delete(key: string): void;
  /** Every key starting with `prefix`. */
  keys(prefix: string): string[];
}

/** How long a remembered upload is offered: less than the day the API keeps an unfinished one. */
export const RESUME_WITHIN_MS = 20 * 60 * 60 * 1000;

const PREFIX = 'lense.upload:';

/** The key of `file` sent to `spaceId`: the same file picked again after a reload has the same key. */
export const resumeKey = (spaceId: string, file: File): string =>
  `${spaceId}/${file.size}/${file.lastModified}/${file.name}`;

/**
 * An {@link UploadResumeStore} in a Web Storage area: `sessionStorage` for a guest (whose pass lives in the
 * tab), `localStorage` for a signed-in owner. A full or unavailable storage only means no resumption.
 */
export function webResumeStore(area: Storage | null | undefined): UploadResumeStore {
  const read = (key: string): RememberedUpload | undefined => {
    try {
      const value = area?.getItem(PREFIX + key);
      const upload = value ? (JSON.parse(value) as RememberedUpload) : undefined;
      return upload && Date.now() - upload.savedAt < RESUME_WITHIN_MS ? upload : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get: read,
    set: (key, upload) => {
      try {
        area?.setItem(PREFIX + key, JSON.stringify(upload));
      } catch {
        // Quota or privacy mode: the upload still goes on, it just cannot be resumed after a reload.
      }
    },
    delete: (key) => {
      try {
        area?.removeItem(PREFIX + key);
      } catch {
        // As above.
      }
    },
    keys: (prefix) => {
      const found: string[] = [];
      try {
        for (let index = 0; index < (area?.length ?? 0); index += 1) {
          const name = area?.key(index);
          if (name?.startsWith(PREFIX + prefix) && read(name.slice(PREFIX.length)))
            found.push(name.slice(PREFIX.length));
        }
      } catch {
        return [];
      }
      return found;
    },
  };
}

/** How many uploads to `spaceId` stopped before they finished and can be resumed by picking the files again. */
export const unfinishedUploads = (store: UploadResumeStore, spaceId: string): number =>
  store.keys(`${spaceId}/`).length;

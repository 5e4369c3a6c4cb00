import { followUploadChecks, type SpaceUploadResult } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTiming } from './timing';

/** A photo that was sent whole but refused when its data was checked: it is gone. */
export interface RefusedUpload {
  photoId: string;
  name: string;
  /** Why, in the API's words; null when it gave none (the screen says 'refused' in its language). */
  reason: string | null;
}

/** State and actions of {@link useUploadChecks}. */
export interface UploadChecks {
  /** The photos refused since the last `reset`, in the order their refusals came. */
  refused: readonly RefusedUpload[];
  /**
   * Follows the checks of the photos `outcome` sent (each photo once, however often this is called), asking
   * with the uploader's `headers` (a guest's token).
   */
  follow(outcome: SpaceUploadResult, headers?: Record<string, string>): void;
  /** Forgets the refusals shown (a new selection). */
  reset(): void;
}

/**
 * What became of the photos an upload sent: completion reads only a photo's header, and a photo whose data
 * does not decode is refused a moment later, when its images are made. The checks are followed in the
 * background (`followUploadChecks`) until the screen goes.
 */
export function useUploadChecks(): UploadChecks {
  const client = useLenseClient();
  const { uploadCheckDelaysMs } = useTiming();
  const [refused, setRefused] = useState<readonly RefusedUpload[]>([]);
  const followed = useRef(new Set<string>());
  const controller = useRef(new AbortController());
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const follow = useCallback(
    (outcome: SpaceUploadResult, headers?: Record<string, string>) => {
      const names = new Map<string, string>();
      outcome.files.forEach((file, index) => {
        const photoId = outcome.photoIds[index];
        if (file.status !== 'done' || !photoId || followed.current.has(photoId)) return;
        followed.current.add(photoId);
        names.set(photoId, file.file.name);
      });
      if (names.size === 0) return;
      followUploadChecks(client, [...names.keys()], {
        signal: controller.current.signal,
        delaysMs: uploadCheckDelaysMs,
        ...(headers ? { headers } : {}),
        onSettled: ({ photoId, outcome: checked, reason }) => {
          if (checked !== 'refused') return;
          const name = names.get(photoId) ?? photoId;
          setRefused((current) => [...current, { photoId, name, reason: reason ?? null }]);
        },
      }).catch(() => undefined); // Stopped because the screen went: nothing to show.
    },
    [client, uploadCheckDelaysMs],
  );

  const reset = useCallback(() => setRefused([]), []);
  return { refused, follow, reset };
}

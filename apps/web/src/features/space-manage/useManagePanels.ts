import { usePhotoList } from '@lense/api-client/hooks';
import type { PanelItem } from '@lense/ui';
import { useMemo } from 'react';
import { useManageMessages } from './manageMessages';
import { MANAGE_PANELS } from './panels';

/** The management panels of a space in the reader's language, 'To review' with how many guests' photos wait there. */
export function useManagePanels(spaceId: string): readonly PanelItem[] {
  const t = useManageMessages();
  // The same read as the review panel's first page: one request serves both.
  const review = usePhotoList({ review: spaceId });
  const waiting = review.pages[0]?.total ?? 0;
  return useMemo(
    () =>
      MANAGE_PANELS.map(({ id, muted }) => ({
        id,
        label: t(`panel.${id}`),
        ...(muted ? { muted } : {}),
        ...(id === 'review' ? { count: waiting } : {}),
      })),
    [t, waiting],
  );
}

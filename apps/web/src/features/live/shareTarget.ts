import { type SpaceView, useGuestLink, useSession } from '@lense/api-client/hooks';
import { displayTitle } from '@lense/ui';
import { isSpaceOwner, publicSpaceUrl } from '../../lib/space';
import { useLiveMessages } from './liveMessages';

/** Where the slideshow's QR code leads, and what it tells the room. */
export interface ShareTarget {
  url: string;
  /** The line beside the code. */
  line: string;
  /** The code's accessible name. */
  label: string;
}

/**
 * The QR code of the slideshow: the guest link when the viewer is the owner and guest uploads are on
 * (people in the room add their photos), else the space's public view. None for a private space without
 * a guest link (its view would refuse them), nor while the owner's guest link is loading.
 */
export function useShareTarget(space: SpaceView['space'], origin?: string): ShareTarget | null {
  const { user } = useSession();
  const t = useLiveMessages();
  const owner = isSpaceOwner(space, user);
  const guestLink = useGuestLink(owner ? space.id : null);
  if (owner && guestLink.data === undefined && !guestLink.error) return null;
  if (guestLink.data) {
    return { url: guestLink.data.url, line: t('share.guestLine'), label: t('share.guestLabel') };
  }
  if (!space.is_public) return null;
  return {
    url: publicSpaceUrl(space.id, origin),
    line: t('share.viewLine'),
    label: t('share.viewLabel', { title: displayTitle(space.title) }),
  };
}

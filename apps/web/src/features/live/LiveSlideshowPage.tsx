import { displayTitle } from '@lense/ui';
import { useEventLanguage } from '../../i18n/eventLanguage';
import { usePageTitle } from '../../lib/pageTitle';
import { useSpaceRouteId } from '../../lib/space';
import { LiveSlideshow } from './LiveSlideshow';
import { LiveLoading, LiveProblem } from './LiveStateScreens';
import { useLiveMessages } from './liveMessages';
import { useLiveSettings } from './liveSettings';
import { useLiveSpace } from './useLiveSpace';

/**
 * /spaces/:spaceId/live: the space's slideshow, full screen, for a TV at the event. Public; a private
 * space shows to its owner. New photos appear within seconds: the page follows the space's live signal,
 * or reads its live photos every 3 s when it cannot.
 */
export function LiveSlideshowPage() {
  const spaceId = useSpaceRouteId();
  const { apiBase, openStream, pollMs } = useLiveSettings();
  const { space, photos, photosSettled, error } = useLiveSpace(spaceId, { apiBase, openStream, pollMs });
  const t = useLiveMessages();
  // The room reads the event's language when its organiser chose one.
  useEventLanguage(space?.language);
  usePageTitle(space ? displayTitle(space.title) : undefined);
  // A space already on screen stays there through a failed read: the next one may well succeed. Its
  // photos are waited for, or the show would flash its 'no photo yet' message first.
  if (space && photosSettled) return <LiveSlideshow key={space.id} space={space} photos={photos} />;
  if (error?.status === 404 || error?.status === 400) {
    return <LiveProblem message={error.status === 404 && error.error ? error.error : t('notFound')} />;
  }
  if (error) return <LiveProblem message={t('loadError')} />;
  return <LiveLoading />;
}

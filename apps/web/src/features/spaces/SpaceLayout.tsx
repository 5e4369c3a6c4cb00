import { displayTitle, ErrorView, Inline, Spinner } from '@lense/ui';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { isSpaceNotFound, SpaceNotFound } from '../../components/SpaceNotFound';
import { SUPPORT_EMAIL } from '../../content/contact';
import { usePageTitle } from '../../lib/pageTitle';
import { useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { useSpacesMessages } from '../../lib/spacesMessages';

/** The spinner or the error, centred in the page. */
function Centered({ children, ...props }: { children: ReactNode; 'aria-busy'?: 'true' }) {
  return (
    <Inline asChild justify="center" paddingBlock={8} paddingInline={4}>
      <main {...props}>{children}</main>
    </Inline>
  );
}

function Loading() {
  const t = useSpacesMessages();
  return (
    <Centered aria-busy="true">
      <Spinner size="large" label={t('layout.loading')} />
    </Centered>
  );
}

/**
 * The wrapper of every /spaces/:spaceId/* screen: a spinner until the space loads, the 404 page when the
 * API does not know the space, 'Failed to fetch space' with Reload when it cannot be loaded otherwise, else
 * the screen of the route. The screens read the same (cached) space with `useSpace(useSpaceRouteId())`.
 */
export function SpaceLayout() {
  const t = useSpacesMessages();
  const spaceId = useSpaceRouteId();
  const { view, error, mutate } = useLoadedSpace(spaceId);
  // Every page of a space is named after the event: "Summer Wedding In Naivasha · Lense".
  usePageTitle(view ? displayTitle(view.space.title) : undefined);
  if (!view && isSpaceNotFound(error)) return <SpaceNotFound />;
  if (!view && error) {
    return (
      <Centered>
        <ErrorView
          message={t('layout.loadError')}
          supportEmail={SUPPORT_EMAIL}
          onReload={() => void mutate()}
        />
      </Centered>
    );
  }
  if (!view) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

import { displayTitle, ErrorView, Spinner, vars } from '@lense/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { isSpaceNotFound, SpaceNotFound } from '../../components/SpaceNotFound';
import { SUPPORT_EMAIL } from '../../content/contact';
import { usePageTitle } from '../../lib/pageTitle';
import { useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { useSpacesMessages } from '../../lib/spacesMessages';

const Centered = styled.main`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

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

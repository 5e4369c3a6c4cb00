import type { SpaceView } from '@lense/api-client/hooks';
import { useSpace } from '@lense/api-client/hooks';
import { ErrorView, Spinner, vars } from '@lense/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isSpaceNotFound, SpaceNotFound } from '../../components/SpaceNotFound';
import { wideFrame } from '../../components/Workspace';
import { SUPPORT_EMAIL } from '../../content/faq';
import { SPACE_LOAD_ERROR, useSpaceRouteId } from '../../lib/space';

/** A wide column for the space's working screens, with the side margins of every wide screen. */
export const ScreenColumn = styled.main`
  ${wideFrame}
  padding-block: ${vars.space[6]} ${vars.space[7]};
`;

/**
 * The heading row of a space screen: title on the left, actions on the right. The title's block may
 * shrink below its longest word (which then wraps), so a long title never widens the page.
 */
export const ScreenHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[5]};
  & > * {
    min-width: 0;
  }
`;

/** The main heading of a space screen. */
export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** Secondary text under a heading. */
export const ScreenLead = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

/**
 * Reads the space of the route and renders `children` with it; a spinner while it loads, the 404 page for
 * an unknown space and 'Failed to fetch space' when it cannot be read otherwise.
 */
export function SpaceScreen({ children }: { children: (view: SpaceView, spaceId: string) => ReactNode }) {
  const spaceId = useSpaceRouteId();
  const { data, error, mutate } = useSpace(spaceId);
  if (!data && isSpaceNotFound(error)) return <SpaceNotFound />;
  if (error) {
    return (
      <ScreenColumn>
        <ErrorView message={SPACE_LOAD_ERROR} supportEmail={SUPPORT_EMAIL} onReload={() => void mutate()} />
      </ScreenColumn>
    );
  }
  if (!data) {
    return (
      <Centre>
        <Spinner size="large" label="Loading space" />
      </Centre>
    );
  }
  return <>{children(data, spaceId)}</>;
}

import type { SpaceView } from '@lense/api-client/hooks';
import { useSpace } from '@lense/api-client/hooks';
import { ErrorView, Spinner, vars } from '@lense/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from '../../content/faq';

/** Shown when the space cannot be read. */
export const SPACE_LOAD_ERROR = 'Failed to fetch space';

/** A wide column for the space's working screens. */
export const ScreenColumn = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[7]};
`;

/** The heading row of a space screen: title on the left, actions on the right. */
export const ScreenHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[5]};
`;

/** The main heading of a space screen. */
export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

/** Secondary text under a heading. */
export const ScreenLead = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

/** The `spaceId` route parameter ('' when absent). */
export function useSpaceId(): string {
  return useParams().spaceId ?? '';
}

/**
 * Reads the space of the route and renders `children` with it; a spinner while it loads and
 * 'Failed to fetch space' when it cannot be read.
 */
export function SpaceScreen({ children }: { children: (view: SpaceView, spaceId: string) => ReactNode }) {
  const spaceId = useSpaceId();
  const { data, error, mutate } = useSpace(spaceId);
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

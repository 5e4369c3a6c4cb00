import type { SpaceView } from '@lense/api-client/hooks';
import { useSpace } from '@lense/api-client/hooks';
import { ErrorView, PageLayout, Spinner, vars } from '@lense/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isSpaceNotFound, SpaceNotFound } from '../../components/SpaceNotFound';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useSpaceRouteId } from '../../lib/space';
import { useManageMessages } from './manageMessages';

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
  const t = useManageMessages();
  if (!data && isSpaceNotFound(error)) return <SpaceNotFound />;
  if (error) {
    return (
      <PageLayout>
        <ErrorView
          message={t('spaceLoadError')}
          supportEmail={SUPPORT_EMAIL}
          onReload={() => void mutate()}
        />
      </PageLayout>
    );
  }
  if (!data) {
    return (
      <Centre>
        <Spinner size="large" label={t('loadingSpace')} />
      </Centre>
    );
  }
  return <>{children(data, spaceId)}</>;
}

import type { SpaceView } from '@lense/api-client/hooks';
import { useSpace } from '@lense/api-client/hooks';
import { ErrorView, Inline, PageLayout, Spinner } from '@lense/ui';
import type { ReactNode } from 'react';
import { isSpaceNotFound, SpaceNotFound } from '../../components/SpaceNotFound';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useSpaceRouteId } from '../../lib/space';
import { useManageMessages } from './manageMessages';

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
      <Inline justify="center" paddingBlock={8} paddingInline={4}>
        <Spinner size="large" label={t('loadingSpace')} />
      </Inline>
    );
  }
  return <>{children(data, spaceId)}</>;
}

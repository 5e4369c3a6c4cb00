import { useSpaces } from '@lense/api-client/hooks';
import {
  Button,
  displayTitle,
  EmptyState,
  ErrorView,
  formatDateRange,
  ListRow,
  RowList,
  Spinner,
  Text,
  TextLink,
} from '@lense/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { dateLocale } from '../../lib/dateLocale';
import { useManageMessages } from './manageMessages';

/** Switch to a different space: the user's own spaces, each linking to its management page. */
export function SwitchSpacePanel({ currentSpaceId }: { currentSpaceId: string }) {
  const spaces = useSpaces();
  const t = useManageMessages();
  if (spaces.error) {
    return <ErrorView message={t('switch.fetchFailed')} onReload={() => void spaces.mutate()} />;
  }
  if (!spaces.data) return <Spinner label={t('switch.loading')} />;
  const own = spaces.items.filter((space) => space.owner);
  if (own.length === 0) return <EmptyState description={t('switch.empty')} />;
  return (
    <>
      <RowList aria-label={t('switch.list')}>
        {own.map((space) => {
          const current = space.id === currentSpaceId;
          return (
            <ListRow key={space.id} current={current}>
              <div>
                {current ? (
                  <span>{displayTitle(space.title)}</span>
                ) : (
                  <TextLink asChild>
                    <Link to={paths.space.manage(space.id)}>{displayTitle(space.title)}</Link>
                  </TextLink>
                )}
                <br />
                <Text asChild size="sm" tone="muted">
                  <span>{formatDateRange(space.start_date, space.end_date, dateLocale(t.locale))}</span>
                </Text>
              </div>
              {current ? (
                <Text asChild size="sm" weight="semibold" tone="primary">
                  <span>{t('switch.current')}</span>
                </Text>
              ) : null}
            </ListRow>
          );
        })}
      </RowList>
      {spaces.hasMore ? (
        <Button variant="secondary" loading={spaces.isValidating} onClick={spaces.loadMore}>
          {t('switch.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

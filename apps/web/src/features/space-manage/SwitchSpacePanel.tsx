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
  TextLink,
  vars,
} from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';

const Dates = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Current = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.primary};
`;

/** Switch to a different space: the user's own spaces, each linking to its management page. */
export function SwitchSpacePanel({ currentSpaceId }: { currentSpaceId: string }) {
  const spaces = useSpaces();
  if (spaces.error) {
    return <ErrorView message="Failed to fetch your spaces" onReload={() => void spaces.mutate()} />;
  }
  if (!spaces.data) return <Spinner label="Loading your spaces" />;
  const own = spaces.items.filter((space) => space.owner);
  if (own.length === 0) return <EmptyState description="You have no other space yet." />;
  return (
    <>
      <RowList aria-label="Your spaces">
        {own.map((space) => {
          const current = space.id === currentSpaceId;
          return (
            <ListRow key={space.id} current={current}>
              <div>
                {current ? (
                  <span>{displayTitle(space.title)}</span>
                ) : (
                  <TextLink as={Link} to={paths.space.manage(space.id)}>
                    {displayTitle(space.title)}
                  </TextLink>
                )}
                <br />
                <Dates>{formatDateRange(space.start_date, space.end_date)}</Dates>
              </div>
              {current ? <Current>Current space</Current> : null}
            </ListRow>
          );
        })}
      </RowList>
      {spaces.hasMore ? (
        <Button variant="secondary" loading={spaces.isValidating} onClick={spaces.loadMore}>
          Load more spaces
        </Button>
      ) : null}
    </>
  );
}

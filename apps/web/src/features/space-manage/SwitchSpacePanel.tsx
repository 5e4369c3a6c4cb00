import { useSpaces } from '@lense/api-client/hooks';
import {
  Button,
  displayTitle,
  EmptyState,
  ErrorView,
  formatDateRange,
  Spinner,
  TextLink,
  vars,
} from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  &[aria-current='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
  }
`;

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
      <List aria-label="Your spaces">
        {own.map((space) => {
          const current = space.id === currentSpaceId;
          return (
            <Item key={space.id} aria-current={current ? 'true' : undefined}>
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
            </Item>
          );
        })}
      </List>
      {spaces.hasMore ? (
        <Button variant="secondary" loading={spaces.isValidating} onClick={spaces.loadMore}>
          Load more spaces
        </Button>
      ) : null}
    </>
  );
}

import type { ApiSpace } from '@lense/api-client';
import { displayTitle, formatDateRange, Inline, Text, vars } from '@lense/ui';
import styled from 'styled-components';
import { dateLocale } from '../../lib/dateLocale';
import { useCollectionsMessages } from './collectionsMessages';

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  width: 100%;
  height: 100%;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** Height of a tile in the 256px collection spaces grid. */
export const SPACE_TILE_HEIGHT = 132;

/** Props of {@link SpaceToggleTile}. */
export interface SpaceToggleTileProps {
  space: ApiSpace;
  /** The space is in the collection. */
  inCollection: boolean;
  /** A toggle of this space is running. */
  busy?: boolean;
  /** Adds or removes the space. */
  onToggle: (space: ApiSpace) => void;
}

/** One of the user's spaces in a collection's settings: pressed when in the collection; a click toggles. */
export function SpaceToggleTile({ space, inCollection, busy = false, onToggle }: SpaceToggleTileProps) {
  const t = useCollectionsMessages();
  return (
    <Tile
      type="button"
      aria-pressed={inCollection}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onToggle(space);
      }}
    >
      <Text asChild weight="semibold" leading="tight">
        <span>{displayTitle(space.title)}</span>
      </Text>
      <Text asChild size="sm" tone="muted">
        <span>{formatDateRange(space.start_date, space.end_date ?? undefined, dateLocale(t.locale))}</span>
      </Text>
      {space.location ? (
        <Text asChild size="sm" tone="muted">
          <span>{space.location}</span>
        </Text>
      ) : null}
      {/* Takes the height left and sets its line at the bottom, so every tile's status lines up. */}
      <Inline asChild wrap={false} flex="1" align="end" paddingBlockStart={2}>
        <Text asChild size="sm" weight="medium" tone={inCollection ? 'primary' : 'muted'}>
          <span>{inCollection ? t('tile.in') : t('tile.out')}</span>
        </Text>
      </Inline>
    </Tile>
  );
}

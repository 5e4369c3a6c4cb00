import type { ReviewPhoto } from '@lense/api-client/hooks';
import { Button, Checkbox, Grid, PhotoCard, VisuallyHidden, vars } from '@lense/ui';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { photoCardImage } from '../../lib/photoImage';
import { useReviewMessages } from './reviewMessages';

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.lg};
  img {
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  &[data-selected] {
    background: ${vars.color.primarySubtle};
  }
`;

/** Props of {@link ReviewTile}. */
export interface ReviewTileProps {
  photo: ReviewPhoto;
  /** The photo's name, e.g. 'Photo 2 from Wanjiru'. */
  name: string;
  selected: boolean;
  /** A decision on this photo is running: its buttons wait. */
  busy: boolean;
  /** Id of the text describing the keyboard shortcuts. */
  hintId: string;
  onApprove: () => void;
  onReject: () => void;
  onToggle: () => void;
}

/**
 * A waiting photo with its uploader, a select box and Approve / Reject. Focused itself, the tile takes
 * A (approve), R (reject) and Space (select).
 */
export function ReviewTile({
  photo,
  name,
  selected,
  busy,
  hintId,
  onApprove,
  onReject,
  onToggle,
}: ReviewTileProps) {
  const t = useReviewMessages();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on the tile's own buttons and box keep their usual meaning.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === ' ') {
      event.preventDefault();
      onToggle();
    } else if (busy) {
      return;
    } else if (key === 'a') {
      event.preventDefault();
      onApprove();
    } else if (key === 'r') {
      event.preventDefault();
      onReject();
    }
  };

  return (
    <Tile
      role="group"
      tabIndex={0}
      aria-label={name}
      aria-describedby={hintId}
      aria-keyshortcuts="A R Space"
      data-review-id={photo.id}
      data-selected={selected ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <PhotoCard
        {...photoCardImage(photo, '(max-width: 767px) 50vw, 240px')}
        alt={name}
        // Pricing comes after approval: a guest's photo waiting for review has none to show.
        showPrice={false}
        comment={photo.uploader_name ? t('tile.from', { name: photo.uploader_name }) : t('tile.fromNoName')}
        selected={selected}
      />
      <Checkbox
        label={
          <>
            {t('tile.select')}
            <VisuallyHidden> {name}</VisuallyHidden>
          </>
        }
        checked={selected}
        onChange={onToggle}
      />
      <Grid minChildWidth="88px" gap={2}>
        {/* The hidden name completes the visible label for screen readers ("Approve" → "Approve photo 2 from Ann"). */}
        <Button size="small" disabled={busy} onClick={onApprove}>
          {t('tile.approve')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
        <Button size="small" variant="secondary" disabled={busy} onClick={onReject}>
          {t('tile.reject')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </Grid>
    </Tile>
  );
}

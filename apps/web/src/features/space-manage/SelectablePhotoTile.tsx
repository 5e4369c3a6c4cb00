import type { SpacePhoto } from '@lense/api-client';
import { Checkbox, PhotoCard, VisuallyHidden, vars } from '@lense/ui';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { photoCardImage } from '../../lib/photoImage';
import { usePhotoSelectionMessages } from './photoSelectionMessages';

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.lg};
  cursor: pointer;
  img {
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  &[data-selected] {
    background: ${vars.color.primarySubtle};
  }
`;

/** Props of {@link SelectablePhotoTile}. */
export interface SelectablePhotoTileProps {
  photo: SpacePhoto;
  /** The photo's name: its comment, or 'Photo 3'. */
  name: string;
  selected: boolean;
  onToggle: () => void;
  onError: () => void;
}

/**
 * A photo in select mode: its box says whether it is chosen. The box is the control (keyboard and screen
 * readers); a click anywhere on the tile toggles it too, a larger target for a finger.
 */
export function SelectablePhotoTile({ photo, name, selected, onToggle, onError }: SelectablePhotoTileProps) {
  const t = usePhotoSelectionMessages();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // The box and its label toggle themselves.
    if ((event.target as Element).closest('[data-ui="Checkbox"]')) return;
    onToggle();
  };
  return (
    <Tile data-selected={selected ? '' : undefined} data-photo-id={photo.id} onClick={onClick}>
      <PhotoCard
        {...photoCardImage(photo, '(max-width: 767px) 50vw, 240px')}
        alt={name}
        price={photo.price}
        comment={photo.comment}
        hidden={photo.state === 'hidden'}
        selected={selected}
        onError={onError}
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
    </Tile>
  );
}

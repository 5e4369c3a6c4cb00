import styled from 'styled-components';
import { type BadgeTone, cardSurface } from '../card';
import { vars } from '../theme';

/** The state badge of a space card: when the space happens relative to now. */
export type SpaceCardState = 'upcoming' | 'ongoing' | 'past';

/** Badge colour of each space state. */
export const stateTones: Record<SpaceCardState, BadgeTone> = {
  upcoming: 'info',
  ongoing: 'success',
  past: 'neutral',
};

export const SpaceCardRoot = styled.article`
  ${cardSurface}
`;

export const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${vars.color.primarySubtle};
`;

/** The cover's place when the space has no photo to show yet. */
export const EmptyCover = styled.div`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${vars.color.primarySubtle};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const StateLabel = styled.span`
  text-transform: capitalize;
`;

export const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  dt { color: ${vars.color.textSubtle}; }
  dd { margin: 0; color: ${vars.color.textMuted}; overflow-wrap: anywhere; }
`;

export const OwnerNote = styled.span`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.primary};
`;

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

export const SpaceCardRoot = styled.article.withConfig({ componentId: 'lense-SpaceCard-SpaceCardRoot' })`
  ${cardSurface}
`;

export const Cover = styled.img.withConfig({ componentId: 'lense-SpaceCard-Cover' })`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${vars.color.primarySubtle};
`;

/** The cover's place when the space has no photo to show yet. */
export const EmptyCover = styled.div.withConfig({ componentId: 'lense-SpaceCard-EmptyCover' })`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${vars.color.primarySubtle};
`;

export const Header = styled.div.withConfig({ componentId: 'lense-SpaceCard-Header' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const StateLabel = styled.span.withConfig({ componentId: 'lense-SpaceCard-StateLabel' })`
  text-transform: capitalize;
`;

export const Meta = styled.dl.withConfig({ componentId: 'lense-SpaceCard-Meta' })`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  dt { color: ${vars.color.textSubtle}; }
  dd { margin: 0; color: ${vars.color.textMuted}; overflow-wrap: anywhere; }
`;

export const OwnerNote = styled.span.withConfig({ componentId: 'lense-SpaceCard-OwnerNote' })`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.primary};
`;

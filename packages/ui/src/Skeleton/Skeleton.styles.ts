import styled, { css, keyframes } from 'styled-components';
import { vars } from '../theme';

export type SkeletonShape = 'line' | 'block' | 'circle';

// The highlight sweeps along the reading direction. The gradient is three times as wide as the placeholder
// with the highlight in its middle third, so the first and last frames show none: a frozen first frame (as
// in the story snapshots) is a flat placeholder.
const sweep = keyframes`
  from { background-position-x: 100%; }
  to { background-position-x: 0%; }
`;
const sweepRightToLeft = keyframes`
  from { background-position-x: 0%; }
  to { background-position-x: 100%; }
`;

const shapes: Record<SkeletonShape, ReturnType<typeof css>> = {
  line: css`
    width: 100%;
    height: 0.8em;
    margin-block: 0.35em;
    border-radius: ${vars.radius.sm};
  `,
  block: css`
    width: 100%;
    height: 96px;
    border-radius: ${vars.radius.md};
  `,
  circle: css`
    width: 40px;
    height: 40px;
    border-radius: ${vars.radius.full};
  `,
};

export const SkeletonShapeBox = styled.span.withConfig({ componentId: 'lense-Skeleton-SkeletonShapeBox' })<{
  $shape: SkeletonShape;
}>`
  display: block;
  flex: none;
  max-width: 100%;
  ${({ $shape }) => shapes[$shape]}
  background-color: ${vars.color.border};
  background-image: linear-gradient(
    90deg,
    transparent 38%,
    ${vars.color.surface} 50%,
    transparent 62%
  );
  background-size: 300% 100%;
  background-repeat: no-repeat;
  opacity: 0.7;
  animation: ${sweep} 1.6s ease-in-out infinite;
  &:dir(rtl) { animation-name: ${sweepRightToLeft}; }
  /* No sweep for readers who asked for less motion: a still, flat placeholder. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

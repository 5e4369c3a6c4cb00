import styled from 'styled-components';
import { type LayoutProps, layoutCss, listReset } from '../internal/layoutProps';
import { vars } from '../theme/vars';

/** What a {@link Surface} is filled with: a raised card, the page's own tint, or a tone's subtle tint. */
export type SurfaceTone = 'raised' | 'sunken' | 'primary' | 'info' | 'success' | 'warning' | 'danger';
/** A {@link Surface}'s corner, on the theme's radius scale. */
export type SurfaceRadius = 'sm' | 'md' | 'lg' | 'xl';
/** A {@link Surface}'s shadow, on the theme's shadow scale. */
export type SurfaceShadow = 'sm' | 'md' | 'lg';

const fills = {
  raised: vars.color.surfaceRaised,
  sunken: vars.color.surface,
  primary: vars.color.primarySubtle,
  info: vars.color.infoSubtle,
  success: vars.color.successSubtle,
  warning: vars.color.warningSubtle,
  danger: vars.color.dangerSubtle,
} as const satisfies Record<SurfaceTone, string>;

export interface SurfaceLook {
  tone: SurfaceTone;
  border: boolean;
  radius: SurfaceRadius;
  shadow: SurfaceShadow | undefined;
}

export const StyledSurface = styled.div.withConfig({ componentId: 'lense-Surface-StyledSurface' })<{
  $layout: LayoutProps;
  $look: SurfaceLook;
}>`
  ${(props) => layoutCss(props.$layout)}
  ${({ $look }) => `
    background: ${fills[$look.tone]};
    border-radius: ${vars.radius[$look.radius]};
    ${$look.border ? `border: 1px solid ${vars.color.border};` : ''}
    ${$look.shadow ? `box-shadow: ${vars.shadow[$look.shadow]};` : ''}
  `}
  ${listReset}
`;

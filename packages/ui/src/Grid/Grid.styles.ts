import styled from 'styled-components';
import {
  type FlexAlign,
  flexAlign,
  type LayoutProps,
  layoutCss,
  listReset,
  type Space,
} from '../internal/layoutProps';
import { type Responsive, responsiveCss, rule } from '../internal/responsive';
import { vars } from '../theme/vars';

/** A number of equal columns, or a `grid-template-columns` value of its own. */
export type GridColumns = number | string;

const template = (columns: GridColumns) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;

export const StyledGrid = styled.div.withConfig({ componentId: 'lense-Grid-StyledGrid' })<{
  $layout: LayoutProps;
  $columns: Responsive<GridColumns> | undefined;
  $minChildWidth: Responsive<string> | undefined;
  $gap: Responsive<Space> | undefined;
  $rowGap: Responsive<Space> | undefined;
  $align: Responsive<FlexAlign> | undefined;
}>`
  display: grid;
  ${(props) => layoutCss(props.$layout)}
  ${(props) =>
    responsiveCss([
      // As many columns as fit, none narrower than the width (or than the grid itself, on a narrow screen).
      rule(
        props.$minChildWidth,
        (v) => `grid-template-columns:repeat(auto-fit, minmax(min(100%, ${v}), 1fr));`,
      ),
      rule(props.$columns, (v) => `grid-template-columns:${template(v)};`),
      rule(props.$gap, (v) => `gap:${vars.space[v]};`),
      rule(props.$rowGap, (v) => `row-gap:${vars.space[v]};`),
      rule(props.$align, (v) => `align-items:${flexAlign[v]};`),
    ])}
  ${listReset}
`;

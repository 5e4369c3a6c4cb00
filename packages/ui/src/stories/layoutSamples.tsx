import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';

/** A tinted tile that shows where a layout puts its children, for the layout primitives' stories. */
export const Swatch = styled.div.withConfig({ componentId: 'lense-stories-Swatch' })`
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px dashed ${vars.color.primary};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
`;

/** A few labelled swatches. */
export const swatches = (labels: readonly string[]): ReactNode =>
  labels.map((label) => <Swatch key={label}>{label}</Swatch>);

import { vars } from '@lense/ui';
import styled from 'styled-components';

/** A centred block for loading spinners. */
export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

/** A heading for screen readers only (keeps the heading levels in order above card grids). */
export const HiddenHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

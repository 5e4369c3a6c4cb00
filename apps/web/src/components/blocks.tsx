import { vars } from '@lense/ui';
import styled from 'styled-components';
import { visuallyHidden } from './visuallyHidden';

/** A centred block for loading spinners. */
export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

/** A heading for screen readers only (keeps the heading levels in order above card grids). */
export const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

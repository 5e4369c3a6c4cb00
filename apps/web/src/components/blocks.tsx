import { vars } from '@lense/ui';
import styled from 'styled-components';

/** A centred block for loading spinners. */
export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

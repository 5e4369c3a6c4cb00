import styled from 'styled-components';
import { media, vars } from '../theme';

export const StyledLayout = styled.div.withConfig({ componentId: 'lense-Panels-StyledLayout' })`
  display: grid;
  grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space[5]};
  width: 100%;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[4]};
  }
`;

export const Options = styled.div.withConfig({ componentId: 'lense-Panels-Options' })`
  min-width: 0;
`;

export const Content = styled.div.withConfig({ componentId: 'lense-Panels-Content' })`
  min-width: 0;
`;

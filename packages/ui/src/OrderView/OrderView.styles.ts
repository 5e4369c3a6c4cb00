import styled from 'styled-components';
import { vars } from '../theme';

/** The receipt's facts: M-Pesa receipt number, date and total. */
export const Facts = styled.dl.withConfig({ componentId: 'lense-OrderView-Facts' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  & > div { display: flex; flex-direction: column; gap: ${vars.space[1]}; min-width: 0; }
  & dt { font-size: ${vars.fontSize.xs}; color: ${vars.color.textMuted}; }
  & dd { margin: 0; font-weight: ${vars.fontWeight.semibold}; overflow-wrap: anywhere; }
  & dd[data-receipt] { font-family: ${vars.font.mono}; }
`;

export const Until = styled.p.withConfig({ componentId: 'lense-OrderView-Until' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

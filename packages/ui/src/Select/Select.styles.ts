import styled from 'styled-components';
import { standaloneControl } from '../Field';
import { vars } from '../theme';

export const StyledSelect = styled.select.withConfig({ componentId: 'lense-Select-StyledSelect' })`
  ${standaloneControl}
  appearance: none;
  height: 40px;
  padding-inline-end: 36px;
  background-image: ${vars.icon.chevronDown};
  background-repeat: no-repeat;
  background-position: right 12px center;
  /* background-position has no logical keywords: the chevron follows the inline end by hand. */
  &:dir(rtl) { background-position: left 12px center; }
  cursor: pointer;
`;

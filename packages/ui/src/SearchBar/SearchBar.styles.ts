import styled from 'styled-components';
import { vars } from '../theme';

export const SearchForm = styled.form`
  width: 100%;
`;

export const SearchGlyph = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.textSubtle};
`;

export const ClearSlot = styled.span`
  display: inline-flex;
  flex: none;
  width: 32px;
`;

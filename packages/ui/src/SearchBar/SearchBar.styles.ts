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

/** The input beside its submit button, when there is one. */
export const SearchRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  & > [data-ui='SearchBar'] {
    flex: 1;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

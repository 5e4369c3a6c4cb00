import styled from 'styled-components';
import { vars } from '../theme';

export const SearchForm = styled.form.withConfig({ componentId: 'lense-SearchBar-SearchForm' })`
  width: 100%;
`;

export const SearchGlyph = styled.span.withConfig({ componentId: 'lense-SearchBar-SearchGlyph' })`
  display: inline-flex;
  flex: none;
  color: ${vars.color.textSubtle};
`;

export const ClearSlot = styled.span.withConfig({ componentId: 'lense-SearchBar-ClearSlot' })`
  display: inline-flex;
  flex: none;
  width: 32px;
`;

/** The input beside its submit button, when there is one. */
export const SearchRow = styled.div.withConfig({ componentId: 'lense-SearchBar-SearchRow' })`
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

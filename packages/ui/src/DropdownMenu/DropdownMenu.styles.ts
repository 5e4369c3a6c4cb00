import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { vars } from '../theme';

export const StyledContent = styled(RadixMenu.Content).withConfig({
  componentId: 'lense-DropdownMenu-StyledContent',
})`
  z-index: ${vars.zIndex.dropdown};
  min-width: 220px;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  &:focus { outline: none; }
`;

export const StyledItem = styled(RadixMenu.Item).withConfig({ componentId: 'lense-DropdownMenu-StyledItem' })`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 36px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] { background: ${vars.color.primarySubtle}; color: ${vars.color.primary}; }
  /* Muted entries stay readable (AA contrast) but are clearly inactive. */
  &[data-disabled] { color: ${vars.color.textSubtle}; cursor: not-allowed; }
  &[data-variant='danger'] { color: ${vars.color.danger}; }
  &[data-variant='danger'][data-highlighted] { background: ${vars.color.dangerSubtle}; }
`;

export const StyledSeparator = styled(RadixMenu.Separator).withConfig({
  componentId: 'lense-DropdownMenu-StyledSeparator',
})`
  height: 1px;
  margin: ${vars.space[1]} -${vars.space[1]};
  background: ${vars.color.border};
`;

export const StyledLabel = styled(RadixMenu.Label).withConfig({
  componentId: 'lense-DropdownMenu-StyledLabel',
})`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
`;

export const LabelCaption = styled.span.withConfig({ componentId: 'lense-DropdownMenu-LabelCaption' })`
  align-self: flex-start;
  margin-bottom: ${vars.space[1]};
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

export const LabelTitle = styled.span.withConfig({ componentId: 'lense-DropdownMenu-LabelTitle' })`
  font-weight: ${vars.fontWeight.semibold};
`;

export const LabelDescription = styled.span.withConfig({
  componentId: 'lense-DropdownMenu-LabelDescription',
})`
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { media, vars } from '../theme';

export const StyledList = styled(RadixTabs.List).withConfig({ componentId: 'lense-Panels-StyledList' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  /* On a phone the entries are one row of tabs that scrolls sideways, so the panel starts on the first screen. */
  ${media.mobile} {
    flex-direction: row;
    overflow-x: auto;
    scrollbar-width: none;
    padding: ${vars.space[1]};
  }
`;

export const StyledTrigger = styled(RadixTabs.Trigger).withConfig({
  componentId: 'lense-Panels-StyledTrigger',
})`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  text-align: start;
  cursor: pointer;
  &:hover { background: ${vars.color.surface}; }
  &:focus-visible { outline-offset: -2px; }
  &[data-state='active'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.semibold};
  }
  /* Muted entries stay readable (AA contrast) but are clearly inactive. */
  &[aria-disabled='true'] { color: ${vars.color.textSubtle}; background: transparent; cursor: not-allowed; }
  ${media.mobile} {
    flex: none;
    gap: ${vars.space[2]};
    white-space: nowrap;
  }
`;

export const Count = styled.span.withConfig({ componentId: 'lense-Panels-Count' })`
  min-width: 1.5rem;
  margin-inline-start: auto;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1.5rem;
  text-align: center;
  ${media.mobile} {
    margin-inline-start: 0;
  }
`;

export const StyledPanel = styled(RadixTabs.Content).withConfig({ componentId: 'lense-Panels-StyledPanel' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  &:focus-visible { outline-offset: 2px; }
`;

export const PanelTitle = styled.h2.withConfig({ componentId: 'lense-Panels-PanelTitle' })`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

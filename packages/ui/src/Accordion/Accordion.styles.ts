import * as RadixAccordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { vars } from '../theme';

export const StyledRoot = styled(RadixAccordion.Root).withConfig({
  componentId: 'lense-Accordion-StyledRoot',
})`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
`;

export const StyledItem = styled(RadixAccordion.Item).withConfig({
  componentId: 'lense-Accordion-StyledItem',
})`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  overflow: hidden;
  &[data-state='open'] { border-color: ${vars.color.primary}; }
`;

export const StyledHeader = styled(RadixAccordion.Header).withConfig({
  componentId: 'lense-Accordion-StyledHeader',
})`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;

export const StyledTrigger = styled(RadixAccordion.Trigger).withConfig({
  componentId: 'lense-Accordion-StyledTrigger',
})`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-weight: ${vars.fontWeight.semibold};
  text-align: start;
  cursor: pointer;
  &:hover { background: ${vars.color.surface}; }
  &:focus-visible { outline-offset: -2px; }
  &[data-state='open'] { color: ${vars.color.primary}; }
`;

/**
 * A chevron drawn with borders; turns when its item opens. It points down or up in either direction, so
 * its borders stay physical (mirrored, it would point sideways).
 */
export const Chevron = styled.span.withConfig({ componentId: 'lense-Accordion-Chevron' })`
  flex: none;
  width: 8px;
  height: 8px;
  margin-top: -4px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  [data-state='open'] > & { margin-top: 4px; transform: rotate(225deg); }
`;

export const StyledContent = styled(RadixAccordion.Content).withConfig({
  componentId: 'lense-Accordion-StyledContent',
})`
  padding: 0 ${vars.space[5]} ${vars.space[4]};
  color: ${vars.color.textMuted};
  line-height: ${vars.lineHeight.normal};
`;

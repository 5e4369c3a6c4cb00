import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import { vars } from '../theme';

/** Dark on light and light on dark: the text colour as background, so it stands apart in both schemes. */
export const TooltipBubble = styled(RadixTooltip.Content).withConfig({
  componentId: 'lense-Tooltip-TooltipBubble',
})`
  z-index: ${vars.zIndex.toast};
  max-width: min(280px, calc(100vw - 16px));
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.md};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
  text-align: start;
  overflow-wrap: anywhere;
  user-select: none;
`;

export const TooltipArrow = styled(RadixTooltip.Arrow).withConfig({
  componentId: 'lense-Tooltip-TooltipArrow',
})`
  fill: ${vars.color.text};
`;

import styled, { css } from 'styled-components';
import { vars } from '../theme';

/** The shared surface of every card: white, bordered, soft shadow, 8px radius. */
export const cardSurface = css`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.text};
`;

export const CardBody = styled.div.withConfig({ componentId: 'lense-card-CardBody' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

export const CardTitle = styled.h3.withConfig({ componentId: 'lense-card-CardTitle' })`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CardText = styled.p.withConfig({ componentId: 'lense-card-CardText' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div.withConfig({ componentId: 'lense-card-CardActions' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

const actionBase = css`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  cursor: pointer;
  &:hover { border-color: ${vars.color.borderStrong}; }
`;

/** Wraps a card's action link so any link component picks up the action look. */
export const ActionItem = styled.span.withConfig({ componentId: 'lense-card-ActionItem' })`
  display: contents;
  & > a { ${actionBase} }
`;

export const ActionButton = styled.button.withConfig({ componentId: 'lense-card-ActionButton' })`
  ${actionBase}
  &[data-tone='danger'] { color: ${vars.color.danger}; }
  &[data-tone='danger']:hover { border-color: ${vars.color.danger}; background: ${vars.color.dangerSubtle}; }
`;

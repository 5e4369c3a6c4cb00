import styled from 'styled-components';
import { vars } from '../theme';

/** The status card: its tone (`data-tone`) colours the edge at the start and the title. */
export const StatusRoot = styled.section.withConfig({ componentId: 'lense-PaymentStatus-StatusRoot' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: 560px;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  &[data-tone='info'] { border-inline-start-color: ${vars.color.info}; }
  &[data-tone='success'] { border-inline-start-color: ${vars.color.success}; }
  &[data-tone='danger'] { border-inline-start-color: ${vars.color.danger}; }
  &[data-tone='warning'] { border-inline-start-color: ${vars.color.warning}; }
  @media (max-width: 480px) { padding: ${vars.space[4]}; }
`;

/** The live region: what it says is read out when the status changes. */
export const StatusMessage = styled.div.withConfig({ componentId: 'lense-PaymentStatus-StatusMessage' })`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

export const StatusText = styled.div.withConfig({ componentId: 'lense-PaymentStatus-StatusText' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  & > p { margin: 0; font-size: ${vars.fontSize.sm}; color: ${vars.color.textMuted}; overflow-wrap: anywhere; }
`;

export const StatusTitle = styled.h2.withConfig({ componentId: 'lense-PaymentStatus-StatusTitle' })`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

/** The mark at the start of the message: a spinner while waiting, else a toned disc with a sign. */
export const StatusMark = styled.span.withConfig({ componentId: 'lense-PaymentStatus-StatusMark' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${vars.radius.full};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.md};
  &[data-tone='success'] { background: ${vars.color.successSubtle}; color: ${vars.color.success}; }
  &[data-tone='danger'] { background: ${vars.color.dangerSubtle}; color: ${vars.color.danger}; }
  &[data-tone='warning'] { background: ${vars.color.warningSubtle}; color: ${vars.color.warning}; }
  &[data-tone='info'] { background: ${vars.color.infoSubtle}; color: ${vars.color.info}; }
`;

export const Receipt = styled.span.withConfig({ componentId: 'lense-PaymentStatus-Receipt' })`
  font-family: ${vars.font.mono};
`;

export const StatusActions = styled.div.withConfig({ componentId: 'lense-PaymentStatus-StatusActions' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

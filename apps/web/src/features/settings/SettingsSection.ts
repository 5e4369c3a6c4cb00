import { vars } from '@lense/ui';
import styled from 'styled-components';

/** One boxed section of the settings page, with its heading and text; `data-tone="danger"` edges it red. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[5]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
  &[data-tone='danger'] {
    border-color: ${vars.color.danger};
  }
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
  & > button {
    align-self: flex-start;
  }
`;

/** Labels and values side by side (a profile, a connected till): the labels muted, the values firm. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

import { media, vars } from '@lense/ui';
import styled from 'styled-components';

/** A raised panel holding a form or details (new space, create site, site settings, a space's QR code). */
export const FormPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[5]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
`;

/** The heading of a {@link FormPanel}. */
export const FormPanelTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

/** The buttons at the bottom of a form, aligned to the end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/** Two form fields side by side from tablet width up. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[4]};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A form laying its fields out in a column. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

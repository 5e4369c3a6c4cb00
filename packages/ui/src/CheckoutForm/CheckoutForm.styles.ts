import styled from 'styled-components';
import { vars } from '../theme';

export const CheckoutFields = styled.form.withConfig({ componentId: 'lense-CheckoutForm-CheckoutFields' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** A message from the caller about the last attempt (e.g. too many prompts to one number). */
export const FormError = styled.p.withConfig({ componentId: 'lense-CheckoutForm-FormError' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.danger};
`;

import { vars } from '@lense/ui';
import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { CardScreen } from '../../components/CardScreen';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** A row of secondary links under a form. */
export const AuthLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** A labelled divider between the form and the third-party button. */
export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${vars.color.border};
  }
`;

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields and submit button. */
  children: ReactNode;
  /** Content after the form (links, third-party sign-in). */
  footer?: ReactNode;
}

/** The centred card every sign-in, sign-up and password screen uses: a form in a {@link CardScreen}. */
export function AuthLayout({ title, lead, onSubmit, children, footer }: AuthLayoutProps) {
  return (
    <CardScreen title={title} lead={lead} maxWidth={440}>
      <Form noValidate aria-label={title} onSubmit={onSubmit}>
        {children}
      </Form>
      {footer}
    </CardScreen>
  );
}

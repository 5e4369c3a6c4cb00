import { vars } from '@lense/ui';
import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';

const Screen = styled.main`
  display: flex;
  justify-content: center;
  padding: ${vars.space[7]} ${vars.space[4]};
  background: ${vars.color.surface};
  min-height: 100vh;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 440px;
  height: fit-content;
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

const Lead = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textMuted};
`;

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

/** The centred card every sign-in, sign-up and password screen uses. */
export function AuthLayout({ title, lead, onSubmit, children, footer }: AuthLayoutProps) {
  return (
    <Screen>
      <Card>
        <header>
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : null}
        </header>
        <Form noValidate aria-label={title} onSubmit={onSubmit}>
          {children}
        </Form>
        {footer}
      </Card>
    </Screen>
  );
}

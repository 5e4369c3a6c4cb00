import { Inline, Stack, Text, vars } from '@lense/ui';
import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { CardScreen } from '../../components/CardScreen';

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

/** A row of secondary links under a form. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <Inline asChild gap={2} justify="between">
      <Text size="sm" tone="muted">
        {children}
      </Text>
    </Inline>
  );
}

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
      <Stack asChild gap={4}>
        <form noValidate aria-label={title} onSubmit={onSubmit}>
          {children}
        </form>
      </Stack>
      {footer}
    </CardScreen>
  );
}

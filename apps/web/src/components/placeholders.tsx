/*
 * Local stand-ins for @lense/ui NotFound and ErrorView, which are being added to the design system.
 * SLOT: replace these with the @lense/ui components once they are published; keep the texts.
 */
import { vars } from '@lense/ui';
import styled from 'styled-components';

const Centered = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: 60vh;
  padding: ${vars.space[6]} ${vars.space[4]};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['4xl']};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.text};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.textMuted};
`;

/** The 404 page: 'Error 404' / 'Page not found!'. Placeholder for @lense/ui NotFound. */
export function NotFoundPlaceholder() {
  return (
    <Centered data-slot="NotFound">
      <Code>Error 404</Code>
      <Message>Page not found!</Message>
    </Centered>
  );
}

/** A load failure with its message. Placeholder for @lense/ui ErrorView. */
export function ErrorViewPlaceholder({ message }: { message: string }) {
  return (
    <Centered data-slot="ErrorView" role="alert">
      <Title>Oops! Something went wrong.</Title>
      <Message>{message}</Message>
    </Centered>
  );
}

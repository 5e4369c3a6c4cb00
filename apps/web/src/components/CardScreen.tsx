import { PageHeader, Stack, Surface, Text, vars } from '@lense/ui';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Screen = styled.main`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${vars.space[7]} ${vars.space[4]};
  background: ${vars.color.surface};
  min-height: 100vh;
`;

// The card's gap already spaces the heading from what follows.
const Header = styled(PageHeader)`
  margin-block-end: 0;
`;

/** A vertical stack of a card's fields and actions. */
export function CardStack(props: HTMLAttributes<HTMLDivElement>) {
  return <Stack gap={4} {...props} />;
}

/** A centred status inside a card: a spinner and its text. */
export function CardStatus(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <Text asChild tone="muted">
      <Stack align="center" gap={4} paddingBlock={5} textAlign="center" {...props} />
    </Text>
  );
}

export interface CardScreenProps {
  /** Heading of the card (omit for a bare status). */
  title?: string;
  /** Text under the heading. */
  lead?: ReactNode;
  /** Widest the card grows, in px (default 480; the sign-in screens use 440). */
  maxWidth?: number;
  children?: ReactNode;
}

/** A single card centred on a tinted page: sign-in and account screens (confirmation, exit survey, plans). */
export function CardScreen({ title, lead, maxWidth = 480, children }: CardScreenProps) {
  const titleId = useId();
  return (
    <Screen>
      <Surface asChild border radius="lg" shadow="md" padding={6} width="100%" maxWidth={`${maxWidth}px`}>
        <Stack asChild gap={5}>
          <section aria-labelledby={title ? titleId : undefined}>
            {title ? <Header title={title} lead={lead} titleId={titleId} /> : null}
            {children}
          </section>
        </Stack>
      </Surface>
    </Screen>
  );
}

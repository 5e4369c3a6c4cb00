import { Grid, Text, vars } from '@lense/ui';
import type { HTMLAttributes } from 'react';
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
export function Details({ children, ...props }: HTMLAttributes<HTMLDListElement>) {
  return (
    <Grid asChild columns="auto 1fr" gap={4} rowGap={1}>
      <dl {...props}>{children}</dl>
    </Grid>
  );
}

/** A label of {@link Details}. */
export function Term({ children, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <Text asChild tone="muted">
      <dt {...props}>{children}</dt>
    </Text>
  );
}

// Numbers line up; a long e-mail address breaks rather than overflows.
const valueText = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } as const;

/** A value of {@link Details}. */
export function Value({ children, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <Text asChild tone="default" weight="medium">
      <dd style={valueText} {...props}>
        {children}
      </dd>
    </Text>
  );
}

import { Grid, Heading, Inline, Stack, Surface } from '@lense/ui';
import type { FormHTMLAttributes, HTMLAttributes } from 'react';

/** A raised panel holding a form or details (new space, create site, site settings, a space's QR code). */
export function FormPanel({ children, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <Surface asChild border shadow="sm" padding={5} marginBlockEnd={5}>
      <Stack asChild gap={4}>
        <section {...props}>{children}</section>
      </Stack>
    </Surface>
  );
}

/** The heading of a {@link FormPanel}. */
export function FormPanelTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  return <Heading level={2} size="lg" weight="semibold" leading="normal" {...props} />;
}

/** The buttons at the bottom of a form, aligned to the end. */
export function FormActions(props: HTMLAttributes<HTMLDivElement>) {
  return <Inline wrap justify="end" gap={2} {...props} />;
}

/** Two form fields side by side from tablet width up. */
export function FieldRow(props: HTMLAttributes<HTMLDivElement>) {
  return <Grid columns={{ mobile: '1fr', tablet: '1fr 1fr' }} gap={4} {...props} />;
}

/** A form laying its fields out in a column. */
export function FormStack({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <Stack asChild gap={4}>
      <form {...props}>{children}</form>
    </Stack>
  );
}

import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps, useField } from '../Field';
import { StyledTextarea } from './Textarea.styles';

/**
 * Props of {@link Textarea}. `className` and `style` go to the field's root; every other attribute and the
 * ref go to the `textarea`.
 */
export interface TextareaProps extends FieldBaseProps, TextareaHTMLAttributes<HTMLTextAreaElement> {}

/** A labelled multi-line text input with optional hint and error message. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { rows = 4, ...props },
  ref,
) {
  const { fieldProps, controlProps, rest } = useField({ ...props, ui: 'Textarea' });
  return (
    <Field {...fieldProps}>
      <StyledTextarea ref={ref} rows={rows} {...controlProps} {...rest} />
    </Field>
  );
});

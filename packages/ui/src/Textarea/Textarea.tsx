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
  { label, hideLabel, hint, error, id, className, style, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useField({ id, hint, error, 'aria-describedby': describedBy });
  return (
    <Field
      ui="Textarea"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      htmlFor={field.inputId}
      labelId={field.labelId}
      hintId={field.hintId}
      errorId={field.errorId}
      className={className}
      style={style}
    >
      <StyledTextarea ref={ref} rows={rows} {...field.controlProps} {...rest} />
    </Field>
  );
});

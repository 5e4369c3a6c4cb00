import { forwardRef, type InputHTMLAttributes } from 'react';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';

export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Input type for text-like inputs. Default 'text'. */
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'datetime-local';
}

/** A labelled single-line text input with optional hint and error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, hint, error, id, className, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useField({ id, hint, error, 'aria-describedby': describedBy });
  return (
    <Field
      ui="TextField"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      htmlFor={field.inputId}
      labelId={field.labelId}
      hintId={field.hintId}
      errorId={field.errorId}
      className={className}
    >
      <InputFrame>
        <BareInput ref={ref} type={type} {...field.controlProps} {...rest} />
      </InputFrame>
    </Field>
  );
});

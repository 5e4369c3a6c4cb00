import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Adornment, BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';

/**
 * Props of {@link TextField}. `className` and `style` go to the field's root (the box holding label,
 * input, hint and error); every other attribute (`id`, `name`, `data-*`, `aria-*`, handlers) and the ref
 * go to the `input`, so forms can register and focus it.
 */
export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Input type for text-like inputs. Default 'text'. */
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'datetime-local' | undefined;
  /** Shown before the input inside its frame, e.g. 'https://' or an icon. Not part of the accessible name. */
  startAdornment?: ReactNode | undefined;
  /** Shown after the input inside its frame, e.g. a unit or a button. */
  endAdornment?: ReactNode | undefined;
}

/** A labelled single-line text input with optional hint, error message and adornments. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', startAdornment, endAdornment, ...props },
  ref,
) {
  const { fieldProps, controlProps, rest } = useField({ ...props, ui: 'TextField' });
  return (
    <Field {...fieldProps}>
      <InputFrame>
        {startAdornment ? <Adornment data-part="start">{startAdornment}</Adornment> : null}
        <BareInput ref={ref} type={type} {...controlProps} {...rest} />
        {endAdornment ? <Adornment data-part="end">{endAdornment}</Adornment> : null}
      </InputFrame>
    </Field>
  );
});

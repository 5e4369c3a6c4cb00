import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { useLenseStrings } from '../locale';

/**
 * Props of {@link PasswordField}. `className` and `style` go to the field's root; every other attribute
 * and the ref go to the `input`.
 */
export interface PasswordFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** Start with the password visible. Default false. */
  defaultVisible?: boolean | undefined;
  /** Accessible label of the toggle while hidden. Default 'Show password' (`passwordField.show`). */
  showLabel?: string | undefined;
  /** Accessible label of the toggle while shown. Default 'Hide password' (`passwordField.hide`). */
  hideLabelText?: string | undefined;
}

/** A labelled password input with a show/hide toggle button. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { defaultVisible = false, showLabel, hideLabelText, autoComplete = 'current-password', ...props },
  ref,
) {
  const strings = useLenseStrings().passwordField;
  const [visible, setVisible] = useState(defaultVisible);
  const { id, fieldProps, controlProps, rest } = useField({ ...props, ui: 'PasswordField' });
  return (
    <Field {...fieldProps}>
      <InputFrame>
        <BareInput
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          {...controlProps}
          {...rest}
        />
        <IconButton
          size="small"
          variant="subtle"
          aria-label={visible ? (hideLabelText ?? strings.hide) : (showLabel ?? strings.show)}
          aria-controls={id}
          aria-pressed={visible}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          disabled={controlProps.disabled}
          onClick={() => setVisible((v) => !v)}
        />
      </InputFrame>
    </Field>
  );
});

import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../internal/icons';

export interface PasswordFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** Start with the password visible. Default false. */
  defaultVisible?: boolean;
  /** Accessible label of the toggle while hidden. Default 'Show password'. */
  showLabel?: string;
  /** Accessible label of the toggle while shown. Default 'Hide password'. */
  hideLabelText?: string;
}

/** A labelled password input with a show/hide toggle button. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    hideLabel,
    hint,
    error,
    id,
    className,
    defaultVisible = false,
    showLabel = 'Show password',
    hideLabelText = 'Hide password',
    disabled,
    autoComplete = 'current-password',
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const field = useField({ id, hint, error, 'aria-describedby': describedBy });
  return (
    <Field
      ui="PasswordField"
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
        <BareInput
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          disabled={disabled}
          {...field.controlProps}
          {...rest}
        />
        <IconButton
          size="small"
          variant="subtle"
          aria-label={visible ? hideLabelText : showLabel}
          aria-controls={field.inputId}
          aria-pressed={visible}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      </InputFrame>
    </Field>
  );
});

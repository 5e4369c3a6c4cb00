import { forwardRef, type InputHTMLAttributes } from 'react';
import { type FieldBaseProps, useField } from '../Field';
import { CheckboxHelp, CheckboxInput, CheckboxLabel, CheckboxRoot, CheckboxRow } from './Checkbox.styles';

/**
 * Props of {@link Checkbox}. `className` and `style` go to the root (box, label and messages); every other
 * attribute and the ref go to the `input`.
 */
export interface CheckboxProps
  extends Omit<FieldBaseProps, 'hideLabel'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Text beside the box; may hold links, e.g. 'I agree to the terms of service and privacy policy'. */
  label: FieldBaseProps['label'];
  /** Help text under the box, linked with `aria-describedby`. */
  hint?: FieldBaseProps['hint'] | undefined;
  /** Error message; marks the box `aria-invalid` and links the message with `aria-describedby`. */
  error?: FieldBaseProps['error'] | undefined;
}

/** A labelled checkbox; the label may contain links (they stay separately focusable). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  // The box sits before its label, so the field's ids and props are laid out here rather than by `Field`.
  const { id, labelId, hintId, errorId, fieldProps, controlProps, rest } = useField({
    ...props,
    ui: 'Checkbox',
  });
  const { label, hint, error, className, style } = fieldProps;
  return (
    <CheckboxRoot
      data-ui={fieldProps.ui}
      data-invalid={error ? '' : undefined}
      className={className}
      style={style}
    >
      <CheckboxRow data-disabled={controlProps.disabled ? '' : undefined}>
        <CheckboxInput ref={ref} type="checkbox" {...controlProps} {...rest} />
        <CheckboxLabel htmlFor={id} id={labelId}>
          {label}
        </CheckboxLabel>
      </CheckboxRow>
      {hint ? (
        <CheckboxHelp id={hintId} $tone="hint">
          {hint}
        </CheckboxHelp>
      ) : null}
      {error ? (
        <CheckboxHelp id={errorId} $tone="error">
          {error}
        </CheckboxHelp>
      ) : null}
    </CheckboxRoot>
  );
});

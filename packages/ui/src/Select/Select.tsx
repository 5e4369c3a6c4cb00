import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps, useField } from '../Field';
import { StyledSelect } from './Select.styles';

/** One entry of a {@link Select}. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean | undefined;
}

/**
 * Props of {@link Select}. `className` and `style` go to the field's root; every other attribute and the
 * ref go to the `select`.
 */
export interface SelectProps
  extends FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''), e.g. 'Choose a space'. */
  placeholder?: string | undefined;
}

/** A labelled native select, styled like the other fields. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hideLabel,
    hint,
    error,
    id,
    className,
    style,
    options,
    placeholder,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const field = useField({ id, hint, error, 'aria-describedby': describedBy });
  return (
    <Field
      ui="Select"
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
      <StyledSelect ref={ref} {...field.controlProps} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Field>
  );
});

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
  { options, placeholder, ...props },
  ref,
) {
  const { fieldProps, controlProps, rest } = useField({ ...props, ui: 'Select' });
  return (
    <Field {...fieldProps}>
      <StyledSelect ref={ref} {...controlProps} {...rest}>
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

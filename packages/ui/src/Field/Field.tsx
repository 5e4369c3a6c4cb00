import type { CSSProperties, ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from './Field.styles';

/** Props shared by every form control. */
export interface FieldBaseProps {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean | undefined;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode | undefined;
  /** Error message; marks the control `aria-invalid` and links the message with `aria-describedby`. */
  error?: ReactNode | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** Id of the control: the label points at it with `for`. Omit for groups (then use `labelId`). */
  htmlFor?: string | undefined;
  /** Id of the label element (groups point `aria-labelledby` at it). */
  labelId: string;
  /** Id of the hint paragraph. */
  hintId?: string | undefined;
  /** Id of the error paragraph. */
  errorId?: string | undefined;
  /** Name of the control for `data-ui` on the root. */
  ui: string;
  /** Extra class on the root. */
  className?: string | undefined;
  /** Inline style of the root. */
  style?: CSSProperties | undefined;
  /** The control. */
  children: ReactNode;
}

/**
 * Lays out label, control, hint and error the same way for every form control. Its props come from
 * {@link useField} (`<Field {...field.fieldProps}>`), which wires the control to them.
 */
export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  htmlFor,
  labelId,
  hintId,
  errorId,
  ui,
  className,
  style,
  children,
}: FieldProps) {
  return (
    <FieldRoot data-ui={ui} data-invalid={error ? '' : undefined} className={className} style={style}>
      <FieldLabel id={labelId} htmlFor={htmlFor} as={htmlFor ? 'label' : 'span'} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}

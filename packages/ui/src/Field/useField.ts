import { type CSSProperties, type ReactNode, useId } from 'react';
import type { FieldProps } from './Field';

/** What {@link useField} needs to know about a form field. */
export interface UseFieldOptions {
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  /** Visible label (also the accessible name). */
  label?: ReactNode | undefined;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean | undefined;
  /** Help text, if any (its id joins `aria-describedby`). */
  hint?: ReactNode | undefined;
  /** Error message, if any (sets `aria-invalid`; its id joins `aria-describedby`). */
  error?: ReactNode | undefined;
  /** The field must be filled in: `required` on a native control, `aria-required` on a group. */
  required?: boolean | undefined;
  /** The field is unavailable: `disabled` on a native control, `aria-disabled` on a group. */
  disabled?: boolean | undefined;
  /** Ids the caller already describes the control with; kept first. */
  'aria-describedby'?: string | undefined;
  /**
   * 'control' (default): one native `input`, `select` or `textarea`, which the label points at with `for`.
   * 'group': an element holding several controls (a radio group), named by the label through
   * `aria-labelledby`.
   */
  kind?: 'control' | 'group' | undefined;
  /** `data-ui` of the field's root, e.g. 'TextField'. Default 'Field'. */
  ui?: string | undefined;
  /** Class of the field's root. */
  className?: string | undefined;
  /** Inline style of the field's root. */
  style?: CSSProperties | undefined;
}

/** Props for a native control: spread them on the `input`, `select` or `textarea`. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

/** Props for a group of controls (`kind: 'group'`): spread them on the element with the group's role. */
export interface FieldGroupProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-disabled': true | undefined;
}

/** What {@link useField} returns: the ids, and the props for the {@link Field} wrapper and the control. */
export interface FieldWiring<Control, Rest = Record<never, never>> {
  /** The control's id. */
  id: string;
  /** The label's id. */
  labelId: string;
  /** The hint's id, when there is a hint. */
  hintId: string | undefined;
  /** The error message's id, when there is an error. */
  errorId: string | undefined;
  /** Spread on `<Field>` with the control as its child. */
  fieldProps: Omit<FieldProps, 'children'>;
  /** Spread on the control. */
  controlProps: Control;
  /** Whatever else was passed, left for the control (a component's own props pass straight through). */
  rest: Rest;
}

/** The keys {@link useField} takes, which never reach `rest`. */
type FieldKeys = keyof UseFieldOptions;

/**
 * The one wiring of a form field: ids for the label, hint and error, the `Field` wrapper's props, and the
 * control's `id`, `aria-describedby` (the caller's ids, the hint, the error), `aria-invalid` and its
 * required and disabled states. Every form control of the design system passes its props through it; so
 * can an app wiring a control of its own:
 *
 * ```tsx
 * const field = useField({ label: 'Till number', hint, error, required: true });
 * <Field {...field.fieldProps}><input {...field.controlProps} value={value} onChange={change} /></Field>
 * ```
 *
 * Given a component's whole props, it also returns the ones it does not take as `rest`, for the control.
 */
export function useField<P extends UseFieldOptions & { kind?: 'control' | undefined }>(
  props: P,
): FieldWiring<FieldControlProps, Omit<P, FieldKeys>>;
export function useField<P extends UseFieldOptions & { kind: 'group' }>(
  props: P,
): FieldWiring<FieldGroupProps, Omit<P, FieldKeys>>;
export function useField({
  id: givenId,
  label,
  hideLabel,
  hint,
  error,
  required,
  disabled,
  'aria-describedby': extra,
  kind = 'control',
  ui = 'Field',
  className,
  style,
  ...rest
}: UseFieldOptions): FieldWiring<FieldControlProps | FieldGroupProps> {
  const generated = useId();
  const id = givenId ?? `field${generated.replace(/:/g, '')}`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? (true as const) : undefined;
  const group = kind === 'group';
  return {
    id,
    labelId,
    hintId,
    errorId,
    fieldProps: {
      ui,
      label,
      hideLabel,
      hint,
      error,
      htmlFor: group ? undefined : id,
      labelId,
      hintId,
      errorId,
      className,
      style,
    },
    controlProps: group
      ? {
          id,
          'aria-labelledby': labelId,
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
          'aria-required': required || undefined,
          'aria-disabled': disabled || undefined,
        }
      : { id, 'aria-describedby': describedBy, 'aria-invalid': invalid, required, disabled },
    rest,
  };
}

import { type ReactNode, useId } from 'react';

export interface UseFieldOptions {
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  /** Hint text, if any (its id joins aria-describedby). */
  hint?: ReactNode | undefined;
  /** Error message, if any (sets aria-invalid; its id joins aria-describedby). */
  error?: ReactNode | undefined;
  /** Ids the caller already describes the control with; kept first. */
  'aria-describedby'?: string;
}

/** Ids and ARIA wiring shared by every form control: label, hint and error text. */
export function useField({ id, hint, error, 'aria-describedby': extra }: UseFieldOptions) {
  const generated = useId();
  const inputId = id ?? `field${generated.replace(/:/g, '')}`;
  const labelId = `${inputId}-label`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    labelId,
    hintId,
    errorId,
    /** Spread on the control. */
    controlProps: {
      id: inputId,
      'aria-describedby': describedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

import type * as RadixSwitch from '@radix-ui/react-switch';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { type FieldBaseProps, useField } from '../Field';
import { useControllableState } from '../internal/useControllableState';
import { SwitchHelp, SwitchLabel, SwitchRoot, SwitchRow, SwitchThumb, SwitchTrack } from './Switch.styles';

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixSwitch.Root>;

/**
 * Props of {@link Switch}. `className` and `style` go to the root (switch, label and messages); every other
 * attribute and the ref go to the switch's `button`.
 */
export interface SwitchProps
  extends Omit<FieldBaseProps, 'hideLabel'>,
    Omit<RadixRootProps, 'checked' | 'defaultChecked' | 'onCheckedChange' | 'asChild' | 'children'> {
  /** Text beside the switch, e.g. 'Allow guests to download photos'; the switch's accessible name. */
  label: FieldBaseProps['label'];
  /** Help text under the switch, linked with `aria-describedby`. */
  hint?: FieldBaseProps['hint'] | undefined;
  /** Error message; marks the switch `aria-invalid` and links the message with `aria-describedby`. */
  error?: FieldBaseProps['error'] | undefined;
  /** Whether the switch is on (controlled); pair it with `onCheckedChange`. */
  checked?: boolean | undefined;
  /** Whether the switch is on at first (uncontrolled). Default false. */
  defaultChecked?: boolean | undefined;
  /** Called with the new state when the switch is turned on or off. */
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  /** The switch cannot be turned. Default false. */
  disabled?: boolean | undefined;
}

/**
 * An on/off setting that takes effect at once (Radix Switch): a `button` with role `switch`, its label
 * beside it. For a choice confirmed with a form's submit button, use a {@link Checkbox}.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, defaultChecked = false, onCheckedChange, ...props },
  ref,
) {
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange, 'Switch `checked`');
  // The switch sits before its label, so the field's ids and props are laid out here rather than by `Field`.
  const { id, labelId, hintId, errorId, fieldProps, controlProps, rest } = useField({
    ...props,
    ui: 'Switch',
  });
  const { label, hint, error, className, style } = fieldProps;
  return (
    <SwitchRoot
      data-ui={fieldProps.ui}
      data-invalid={error ? '' : undefined}
      className={className}
      style={style}
    >
      <SwitchRow data-disabled={controlProps.disabled ? '' : undefined}>
        <SwitchTrack ref={ref} {...controlProps} {...rest} checked={on} onCheckedChange={setOn}>
          <SwitchThumb />
        </SwitchTrack>
        <SwitchLabel htmlFor={id} id={labelId}>
          {label}
        </SwitchLabel>
      </SwitchRow>
      {hint ? (
        <SwitchHelp id={hintId} $tone="hint">
          {hint}
        </SwitchHelp>
      ) : null}
      {error ? (
        <SwitchHelp id={errorId} $tone="error">
          {error}
        </SwitchHelp>
      ) : null}
    </SwitchRoot>
  );
});

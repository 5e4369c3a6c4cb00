import {
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useRef,
} from 'react';
import { Field, type FieldBaseProps, useField } from '../Field';
import { isRtl } from '../internal/direction';
import { useControllableState } from '../internal/useControllableState';
import { nextEnabledIndex } from './nextIndex';
import { OptionItem, OptionTrack } from './OptionPicker.styles';

/** One choice of an {@link OptionPicker}. */
export interface PickerOption<V extends string = string> {
  /** Value reported through `onValueChange`. */
  value: V;
  /** Visible text (the radio's accessible name). */
  label: ReactNode;
  /** Skip this option (not clickable, skipped by the arrow keys). */
  disabled?: boolean | undefined;
}

/**
 * Props of {@link OptionPicker}. `className` and `style` go to the field's root; every other attribute
 * and the ref go to the radio group.
 */
export interface OptionPickerProps<V extends string = string>
  extends FieldBaseProps,
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'role'> {
  /** The choices, e.g. Select / Upload. */
  options: readonly PickerOption<V>[];
  /** The chosen value (controlled). */
  value?: V | undefined;
  /** The initially chosen value (uncontrolled). Default: the first option. */
  defaultValue?: V | undefined;
  /** Called with the newly chosen value. */
  onValueChange?: ((value: V) => void) | undefined;
  /** Stretch over the container's width. */
  fullWidth?: boolean | undefined;
  /** Disables every option. */
  disabled?: boolean | undefined;
  /** Id of the radiogroup element (generated when omitted). */
  id?: string | undefined;
}

// Right to left, the options run from the right: ArrowLeft moves on, as in Radix radio groups.
const mirroredArrows: Record<string, string | undefined> = {
  ArrowLeft: 'ArrowRight',
  ArrowRight: 'ArrowLeft',
};

/**
 * A segmented choice between a few options (a radio group): click, or arrow keys to move and choose
 * (left and right swap places right to left). Only the chosen option is in the tab order.
 */
export const OptionPicker = forwardRef<HTMLDivElement, OptionPickerProps>(function OptionPicker(
  { options, value, defaultValue, onValueChange, fullWidth = false, disabled = false, ...props },
  ref,
) {
  const { fieldProps, controlProps, rest } = useField({
    ...props,
    disabled,
    kind: 'group',
    ui: 'OptionPicker',
  });
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? options[0]?.value ?? '',
    onValueChange,
    'OptionPicker `value`',
  );
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const disabledFlags = options.map((o) => disabled || Boolean(o.disabled));
  const selectedIndex = options.findIndex((o) => o.value === current);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : disabledFlags.indexOf(false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const mirrored = mirroredArrows[event.key];
    const key = mirrored && isRtl(event.currentTarget) ? mirrored : event.key;
    const next = nextEnabledIndex(key, index, disabledFlags);
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    items.current[next]?.focus();
    if (option.value !== current) setCurrent(option.value);
  };

  return (
    <Field {...fieldProps}>
      <OptionTrack
        {...rest}
        ref={ref}
        {...controlProps}
        role="radiogroup"
        data-full-width={fullWidth ? '' : undefined}
      >
        {options.map((option, index) => {
          const checked = option.value === current;
          return (
            <OptionItem
              key={option.value}
              ref={(node) => {
                items.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              data-state={checked ? 'checked' : 'unchecked'}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={disabledFlags[index]}
              onClick={() => {
                if (!checked) setCurrent(option.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </OptionItem>
          );
        })}
      </OptionTrack>
    </Field>
  );
}) as <V extends string = string>(
  props: OptionPickerProps<V> & { ref?: Ref<HTMLDivElement> | undefined },
) => ReactElement | null;

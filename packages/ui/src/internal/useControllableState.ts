import { useCallback, useRef, useState } from 'react';

/** Which component a misuse warning names, e.g. 'NavBar `menuOpen`'. */
type Owner = string;

const warned = new Set<Owner>();

/** Says once per component and prop that it switched between controlled and uncontrolled, as React's inputs do. */
function warnSwitch(owner: Owner, nowControlled: boolean): void {
  if (warned.has(owner)) return;
  warned.add(owner);
  console.warn(
    `@lense/ui: ${owner} changed from ${nowControlled ? 'uncontrolled to controlled' : 'controlled to uncontrolled'}. ` +
      'Give it a value from the first render on (controlled), or never (uncontrolled, with a default).',
  );
}

/**
 * The one controllable state of the design system (a field's value, a menu's open flag): controlled when
 * `value` is given and kept inside otherwise, starting from `defaultValue`; `onChange` fires either way.
 * A component that switches between the two is warned about once, naming `owner`, since its state would
 * jump (its internal value is not what the parent last gave).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: ((next: T) => void) | undefined,
  owner: Owner = 'a component',
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);
  if (wasControlled.current !== controlled) {
    warnSwitch(owner, controlled);
    wasControlled.current = controlled;
  }
  const current = controlled ? value : internal;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}

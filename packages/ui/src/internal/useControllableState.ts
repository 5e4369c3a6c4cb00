import { useCallback, useRef, useState } from 'react';
import { isDevelopment } from './isDevelopment';

/** Which component and prop a misuse warning names, e.g. 'NavBar `menuOpen`'. */
type Owner = string;

const warned = new Set<Owner>();

/**
 * Says once per component and prop, in development only and worded like React's own message about inputs,
 * that it switched between controlled and uncontrolled.
 */
function warnSwitch(owner: Owner, nowControlled: boolean): void {
  if (!isDevelopment() || warned.has(owner)) return;
  warned.add(owner);
  const [from, to] = nowControlled ? ['uncontrolled', 'controlled'] : ['controlled', 'uncontrolled'];
  const cause = nowControlled ? 'from undefined to a defined value' : 'from a defined value to undefined';
  console.error(
    `@lense/ui: ${owner} is changing from ${from} to ${to}. This is likely caused by the value changing ` +
      `${cause}, which should not happen. Decide between controlled (give the value from the first ` +
      'render on) and uncontrolled (a default value only) for the lifetime of the component.',
  );
}

/**
 * The one controllable state of the design system (a field's value, a menu's open flag, the selected
 * panel): controlled when `value` is given and kept inside otherwise, starting from `defaultValue`;
 * `onChange` fires either way. A component that switches between the two is warned about once in
 * development, naming `owner`, since its state would jump (its internal value is not what the parent last
 * gave).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
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
      if (!controlled) setInternal(() => next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}

import { useCallback, useState } from 'react';

/** Open state that is either controlled (`open` given) or kept internally from `defaultOpen`. */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange?: (open: boolean) => void,
): [boolean, (next: boolean) => void] {
  const [inner, setInner] = useState(defaultOpen);
  const value = open ?? inner;
  const set = useCallback(
    (next: boolean) => {
      if (open === undefined) setInner(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [value, set];
}

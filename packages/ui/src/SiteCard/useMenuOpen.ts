import { useCallback, useState } from 'react';

/** Controlled-or-uncontrolled open flag, in Radix's open/defaultOpen/onOpenChange vocabulary. */
export function useMenuOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [own, setOwn] = useState(defaultOpen);
  const current = open ?? own;
  const set = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [current, set] as const;
}

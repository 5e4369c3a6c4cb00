import { useCallback, useMemo, useState } from 'react';

/** The photos chosen in select mode, and the ways to change the choice. */
export interface PhotoSelection {
  /** Select mode is on: tiles show their boxes and the bar its actions. */
  active: boolean;
  /** The chosen ids among `available`, in their order. */
  ids: readonly string[];
  has(id: string): boolean;
  toggle(id: string): void;
  /** Chooses every available photo, or none when all are chosen. */
  toggleAll(): void;
  start(): void;
  /** Leaves select mode and forgets the choice. */
  cancel(): void;
  /** Unchooses `ids` (e.g. deleted photos). */
  forget(ids: readonly string[]): void;
}

/**
 * The selection of select mode over `available` photo ids (those the filter shows): a photo filtered out
 * or gone leaves the selection, so an action never touches a photo the owner no longer sees.
 */
export function usePhotoSelection(available: readonly string[]): PhotoSelection {
  const [active, setActive] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const ids = useMemo(() => available.filter((id) => chosen.has(id)), [available, chosen]);
  const allChosen = ids.length === available.length && available.length > 0;

  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const forget = useCallback(
    (gone: readonly string[]) =>
      setChosen((current) => new Set([...current].filter((id) => !gone.includes(id)))),
    [],
  );

  return {
    active,
    ids,
    has: (id) => active && chosen.has(id),
    toggle,
    toggleAll: () => setChosen(allChosen ? new Set() : new Set(available)),
    start: () => setActive(true),
    cancel: () => {
      setActive(false);
      setChosen(new Set());
    },
    forget,
  };
}

/**
 * Tells the live views of a space (its slideshow) that its visible photos changed, in this process.
 * Listeners then read the space again. Other replicas' changes arrive through the change relay
 * (`src/changes/change-relay.ts`).
 */
export class SpaceSignals {
  readonly #listeners = new Map<string, Set<() => void>>();

  /** Calls `listener` on every change of `spaceId`'s photos until the returned function is called. */
  subscribe(spaceId: string, listener: () => void): () => void {
    let set = this.#listeners.get(spaceId);
    if (!set) {
      set = new Set();
      this.#listeners.set(spaceId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(spaceId);
    };
  }

  /** The visible photos of `spaceId` changed (one appeared, was approved, hidden or deleted). */
  notify(spaceId: string): void {
    for (const listener of this.#listeners.get(spaceId) ?? []) listener();
  }

  /** Every live view, of every space (after a gap in which changes may have been missed). */
  notifyAll(): void {
    for (const spaceId of [...this.#listeners.keys()]) this.notify(spaceId);
  }

  /** Live views open now (all spaces). */
  get listening(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }
}

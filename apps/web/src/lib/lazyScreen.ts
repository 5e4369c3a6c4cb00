import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen loaded on demand, which can also be asked to load before it is shown. */
export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's code (once); resolves when it is here. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for a screen, with `preload()`. Once the code is here the screen renders in the same pass:
 * `React.lazy` otherwise always suspends on first use, and React then keeps the fallback up for at least
 * 300 ms, even when the code arrived long before (preloaded with the page, say).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk load may succeed when the screen is next opened.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // A thenable that settles while React is still asking: React takes the screen without suspending.
  const settled = (module: { default: ComponentType<P> }) =>
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; one that settles at once is the point.
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as Promise<typeof module>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}

import type { ColorScheme } from '@lense/ui';
import { useSyncExternalStore } from 'react';

const KEY = 'lense.colorScheme';
const SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];
const listeners = new Set<() => void>();

/** The colour scheme this browser chose in Settings; the device's ('system') until one is chosen. */
export function chosenColorScheme(): ColorScheme {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    return SCHEMES.find((scheme) => scheme === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Remembers `scheme` for this browser and applies it in every open tab. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    globalThis.localStorage?.setItem(KEY, scheme);
  } catch {
    // Storage refused (privacy mode): the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen colour scheme, following changes. */
export const useColorScheme = (): ColorScheme =>
  useSyncExternalStore(subscribe, chosenColorScheme, () => 'system');

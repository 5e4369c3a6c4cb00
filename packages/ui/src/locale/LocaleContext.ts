import { type Context, createContext } from 'react';
import { englishCoreStrings } from './englishCoreStrings';
import type { StringsInEffect } from './LenseStrings';

const key = Symbol.for('@lense/ui/LocaleContext');
const registry = globalThis as typeof globalThis & { [key]?: Context<StringsInEffect> };

function sharedContext(): Context<StringsInEffect> {
  const existing = registry[key];
  if (existing) return existing;
  // The core English only: the checkout's texts load with its components (`useCheckoutStrings`).
  const created = createContext<StringsInEffect>(englishCoreStrings);
  registry[key] = created;
  return created;
}

/**
 * The strings in effect. Kept once per page: the CommonJS build bundles each entry (main, masonry, qr) with
 * its own copy of this module, and a provider from the main entry must still reach the subpaths' components.
 */
export const LocaleContext: Context<StringsInEffect> = sharedContext();

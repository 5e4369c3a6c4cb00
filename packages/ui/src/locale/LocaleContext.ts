import { type Context, createContext } from 'react';
import { englishStrings } from './englishStrings';
import type { LenseStrings } from './LenseStrings';

const key = Symbol.for('@lense/ui/LocaleContext');
const registry = globalThis as typeof globalThis & { [key]?: Context<LenseStrings> };

function sharedContext(): Context<LenseStrings> {
  const existing = registry[key];
  if (existing) return existing;
  const created = createContext<LenseStrings>(englishStrings);
  registry[key] = created;
  return created;
}

/**
 * The strings in effect. Kept once per page: the CommonJS build bundles each entry (main, masonry, qr) with
 * its own copy of this module, and a provider from the main entry must still reach the subpaths' components.
 */
export const LocaleContext: Context<LenseStrings> = sharedContext();

import { COLOR_SCHEME_ATTRIBUTE } from './colorScheme';
import { theme as defaultTheme, type LenseTheme } from './createTheme';
import { iconDeclarations } from './icons';
import { schemeGroups } from './tokens';
import { tokenDeclarations } from './vars';

const cache = new WeakMap<LenseTheme, string>();

const scheme = (value: string) => `[${COLOR_SCHEME_ATTRIBUTE}='${value}']`;

/**
 * A theme as CSS variables, without any reset: shared tokens on `:root`, then one block per scheme
 * selected by {@link COLOR_SCHEME_ATTRIBUTE} (`system` through `prefers-color-scheme`). Every element
 * matches exactly one scheme block, so a second copy of this sheet can never undo the first's dark.
 * For a server-rendered or static page, put it in a `<style>` and the attribute on `<html>`.
 */
export function themeCss(theme: LenseTheme = defaultTheme): string {
  const cached = cache.get(theme);
  if (cached) return cached;
  const shared = Object.fromEntries(
    Object.entries(theme.tokens).filter(([group]) => !(schemeGroups as readonly string[]).includes(group)),
  );
  const light = Object.fromEntries(schemeGroups.map((group) => [group, theme.tokens[group]]));
  const lightBlock = `color-scheme: light;\n${tokenDeclarations(light)}\n${iconDeclarations(theme.tokens.color)}`;
  const darkBlock = `color-scheme: dark;\n${tokenDeclarations(theme.dark)}\n${iconDeclarations(theme.dark.color)}`;
  const css = [
    `:root {\n${tokenDeclarations(shared)}\n}`,
    // Without the attribute (before the provider runs, or without one), the page is light.
    `:root:not([${COLOR_SCHEME_ATTRIBUTE}]), ${scheme('light')} {\n${lightBlock}\n}`,
    `${scheme('dark')} {\n${darkBlock}\n}`,
    `@media (prefers-color-scheme: light) {\n${scheme('system')} {\n${lightBlock}\n}\n}`,
    `@media (prefers-color-scheme: dark) {\n${scheme('system')} {\n${darkBlock}\n}\n}`,
  ].join('\n');
  cache.set(theme, css);
  return css;
}

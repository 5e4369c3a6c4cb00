import { tokens } from './tokens';

type Group = Exclude<keyof typeof tokens, 'breakpoint'>;
type VarGroup<G extends Group> = { readonly [K in keyof (typeof tokens)[G]]: string };
/** `var(--lense-…)` references for every token, for static `css` blocks. */
export type ThemeVars = { readonly [G in Group]: VarGroup<G> };

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a token, e.g. `cssVarName('color', 'primaryHover')`. */
export function cssVarName(group: string, key: string): string {
  return `--lense-${kebab(group)}-${kebab(String(key))}`;
}

const groups = Object.keys(tokens).filter((g): g is Group => g !== 'breakpoint');

/** Token references to use in styles: `color: ${vars.color.primary};`. */
export const vars = Object.fromEntries(
  groups.map((group) => [
    group,
    Object.fromEntries(Object.keys(tokens[group]).map((key) => [key, `var(${cssVarName(group, key)})`])),
  ]),
) as unknown as ThemeVars;

/** Every token as `--lense-…: value;` declarations, for a `:root` block. */
export function tokenDeclarations(source: typeof tokens = tokens): string {
  return groups
    .flatMap((group) =>
      Object.entries(source[group]).map(([key, value]) => `${cssVarName(group, key)}: ${value};`),
    )
    .join('\n');
}

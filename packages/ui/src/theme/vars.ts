import { type IconName, iconVars } from './icons';
import { type ThemeTokens, tokens } from './tokens';

/** The token groups emitted as CSS variables (breakpoints are for media queries only). */
export type TokenGroup = Exclude<keyof ThemeTokens, 'breakpoint'>;
type VarGroup<G extends TokenGroup> = { readonly [K in keyof ThemeTokens[G]]: string };
/** `var(--lense-…)` references for every token and the theme's icons, for static `css` blocks. */
export type ThemeVars = { readonly [G in TokenGroup]: VarGroup<G> } & {
  readonly icon: { readonly [K in IconName]: string };
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a token, e.g. `cssVarName('color', 'primaryHover')`. */
export function cssVarName(group: string, key: string): string {
  return `--lense-${kebab(group)}-${kebab(String(key))}`;
}

/** Every group emitted as CSS variables, in the tokens' order. */
export const tokenGroups = Object.keys(tokens).filter((g): g is TokenGroup => g !== 'breakpoint');

/** Token references to use in styles: `color: ${vars.color.primary};`. */
export const vars = {
  ...Object.fromEntries(
    tokenGroups.map((group) => [
      group,
      Object.fromEntries(Object.keys(tokens[group]).map((key) => [key, `var(${cssVarName(group, key)})`])),
    ]),
  ),
  icon: iconVars,
} as unknown as ThemeVars;

/**
 * The tokens of `source` as `--lense-…: value;` declarations, for a `:root` block. Groups missing from
 * `source` are left out, so a scheme's colours and shadows can be declared on their own.
 */
export function tokenDeclarations(source: Partial<Pick<ThemeTokens, TokenGroup>> = tokens): string {
  return tokenGroups
    .flatMap((group) =>
      Object.entries(source[group] ?? {}).map(([key, value]) => `${cssVarName(group, key)}: ${value};`),
    )
    .join('\n');
}

import { darkTokens } from './darkTokens';
import { type SchemeTokens, schemeGroups, type ThemeTokens, tokens } from './tokens';
import { type ThemeVars, vars } from './vars';

/** A complete Lense theme; also the styled-components theme (`DefaultTheme`). */
export interface LenseTheme {
  /** Every token, with the light scheme's colours and shadows. */
  readonly tokens: ThemeTokens;
  /** The dark scheme's colours and shadows. */
  readonly dark: SchemeTokens;
  /** `var(--lense-…)` references, the same for every theme: styles never change with the theme. */
  readonly vars: ThemeVars;
}

/** Every key optional, at any depth. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * Changes to a theme: any tokens (the light scheme's colours and shadows, and the tokens shared by both
 * schemes), and under `dark` the dark scheme's colours and shadows. Breakpoints are not themable: the
 * components' media queries are fixed when the package is built.
 */
export type ThemeOverrides = DeepPartial<Omit<ThemeTokens, 'breakpoint'>> & {
  dark?: DeepPartial<SchemeTokens> | undefined;
};

/** The default theme: the tokens in light, {@link darkTokens} in dark. */
export const theme: LenseTheme = { tokens, dark: darkTokens, vars };

/**
 * A full theme from `base` (default {@link theme}) with `overrides` applied. Set a colour in both schemes
 * when you change it: a light scheme's colour is rarely readable on the dark surfaces.
 *
 * @throws TypeError on a token that does not exist, or a value that would break the style sheet.
 */
export function createTheme(overrides: ThemeOverrides = {}, base: LenseTheme = theme): LenseTheme {
  const { dark = {}, ...light } = overrides;
  const notScheme = Object.keys(dark).filter((group) => !(schemeGroups as readonly string[]).includes(group));
  if (notScheme.length > 0)
    throw new TypeError(`Only colours and shadows change in dark, not: ${notScheme.join(', ')}`);
  return {
    tokens: merge(base.tokens, light, ''),
    dark: merge(base.dark, dark, 'dark.'),
    vars,
  };
}

function merge<T extends object>(base: T, changes: object, path: string): T {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [group, values] of Object.entries(base)) result[group] = { ...values };
  for (const [group, values] of Object.entries(changes)) {
    if (group === 'breakpoint') throw new TypeError('Breakpoints are not themable');
    if (!result[group]) throw new TypeError(`Unknown token group: ${path}${group}`);
    for (const [key, value] of Object.entries(values ?? {})) {
      if (!(key in result[group])) throw new TypeError(`Unknown token: ${path}${group}.${key}`);
      if (value === undefined) continue;
      // A value ends up inside a declaration: a ';' or a brace would silently end it and drop the rest.
      if (typeof value !== 'string' || value.trim() === '' || /[;{}]/.test(value)) {
        throw new TypeError(`Invalid value for ${path}${group}.${key}: ${JSON.stringify(value)}`);
      }
      result[group][key] = value;
    }
  }
  return result as T;
}

import type { SchemeTokens } from './tokens';

/**
 * Icons drawn by CSS (a select's chevron, a checkbox's tick) are images, and an image cannot read a CSS
 * variable: the theme draws them once per scheme in its colours and emits them as variables too.
 */
const icons = {
  /** A checkbox's tick, in `color.primaryContrast` (it sits on `color.primary`). */
  check: (color: SchemeTokens['color']) =>
    svg(
      `viewBox='0 0 24 24' fill='none' stroke='${color.primaryContrast}' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'`,
      'm5 12 5 5 9-10',
    ),
  /** A select's chevron, in `color.textMuted`. */
  chevronDown: (color: SchemeTokens['color']) =>
    svg(
      `width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='${color.textMuted}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'`,
      'm6 9 6 6 6-6',
    ),
} as const;

function svg(attributes: string, path: string): string {
  const markup = `<svg xmlns='http://www.w3.org/2000/svg' ${attributes}><path d='${path}'/></svg>`;
  // Only what a data URL inside url("…") cannot hold as is; the rest stays readable.
  return `url("data:image/svg+xml,${markup.replace(/[%#<>"]/g, encodeURIComponent)}")`;
}

export type IconName = keyof typeof icons;

/** The token each icon takes its colour from, for the docs. */
export const iconColorToken: Record<IconName, string> = {
  check: 'primaryContrast',
  chevronDown: 'textMuted',
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property of an icon, e.g. `--lense-icon-chevron-down`. */
export const iconVarName = (name: IconName) => `--lense-icon-${kebab(name)}`;

export const iconNames = Object.keys(icons) as IconName[];

/** `var(--lense-icon-…)` references, for `background-image` or `mask-image`. */
export const iconVars = Object.fromEntries(iconNames.map((name) => [name, `var(${iconVarName(name)})`])) as {
  readonly [K in IconName]: string;
};

/** Every icon drawn in a scheme's colours, as declarations. */
export function iconDeclarations(color: SchemeTokens['color']): string {
  return iconNames.map((name) => `${iconVarName(name)}: ${icons[name](color)};`).join('\n');
}

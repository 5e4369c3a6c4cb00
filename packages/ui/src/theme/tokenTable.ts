// The README's table of CSS variables, made from the tokens so that it cannot miss one. Not exported by
// the package: `tokenTable.test.ts` checks the README against it (and rewrites it on request).
import type { LenseTheme } from './createTheme';
import { iconColorToken, iconNames, iconVarName } from './icons';
import { schemeGroups } from './tokens';
import { cssVarName, tokenGroups } from './vars';

export const TABLE_START = '<!-- token-table:start (generated from the tokens: see tokenTable.test.ts) -->';
export const TABLE_END = '<!-- token-table:end -->';

const isSchemeGroup = (group: string) => (schemeGroups as readonly string[]).includes(group);
const cell = (value: string | number) => `\`${String(value).replaceAll('|', '\\|')}\``;
// How a style reads the token: `vars.color.primary`, `vars.space[4]`, `vars.fontSize['2xl']`.
const access = (group: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key)
    ? `vars.${group}.${key}`
    : /^\d+$/.test(key)
      ? `vars.${group}[${key}]`
      : `vars.${group}['${key}']`;

/** Two Markdown tables: the tokens that change with the scheme, then those shared by both. */
export function tokenTable(theme: LenseTheme): string {
  const schemeRows: string[] = [];
  const sharedRows: string[] = [];
  for (const group of tokenGroups) {
    const dark: Record<string, string> | undefined = isSchemeGroup(group)
      ? theme.dark[group as keyof LenseTheme['dark']]
      : undefined;
    for (const [key, value] of Object.entries(theme.tokens[group])) {
      const name = `${cell(cssVarName(group, key))} | ${cell(access(group, key))}`;
      if (dark) schemeRows.push(`| ${name} | ${cell(value)} | ${cell(dark[key] ?? '')} |`);
      else sharedRows.push(`| ${name} | ${cell(value)} |`);
    }
  }
  for (const name of iconNames) {
    const drawnIn = `drawn in ${cell(cssVarName('color', iconColorToken[name]))}`;
    schemeRows.push(
      `| ${cell(iconVarName(name))} | ${cell(`vars.icon.${name}`)} | ${drawnIn} | ${drawnIn} |`,
    );
  }
  return [
    '| variable | in styles | light | dark |',
    '| --- | --- | --- | --- |',
    ...schemeRows,
    '',
    '| variable | in styles | value (both schemes) |',
    '| --- | --- | --- |',
    ...sharedRows,
  ].join('\n');
}

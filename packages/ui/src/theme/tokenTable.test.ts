// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { theme } from './createTheme';
import { TABLE_END, TABLE_START, tokenTable } from './tokenTable';

const readme = fileURLToPath(new URL('../../README.md', import.meta.url));

describe('the README table of CSS variables', () => {
  it('lists every token with its light and dark value', () => {
    const text = readFileSync(readme, 'utf8');
    const start = text.indexOf(TABLE_START);
    const end = text.indexOf(TABLE_END);
    expect(start, 'README.md has the table markers').toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${TABLE_START}\n${tokenTable(theme)}\n${TABLE_END}`;
    const actual = text.slice(start, end + TABLE_END.length);
    if (actual !== expected && process.env.UPDATE_TOKEN_TABLE) {
      writeFileSync(readme, text.replace(actual, expected));
      return;
    }
    expect(actual, 'out of date: run `pnpm --filter @lense/ui docs:tokens`').toBe(expected);
  });
});

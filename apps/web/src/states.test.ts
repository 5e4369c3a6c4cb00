// @vitest-environment node
// The catalogue is read from disk, so this test runs in Node rather than jsdom.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const catalogue = readFileSync(`${repoRoot}docs/STATES.md`, 'utf8');

interface Row {
  storyId: string;
  file: string;
  exportName: string;
}

/** The catalogue's table rows that name a story: `| screen | state | `id` | file | Export |`. */
function rows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && line.includes('`'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      // cells[0] and the last cell are empty (leading and trailing pipes).
      return { storyId: cells[3]!.replace(/`/g, ''), file: cells[4]!, exportName: cells[5]! };
    });
}

// Storybook's id rules: title and story name lower-cased, runs of other characters become '-'.
const sanitize = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const storyNameFromExport = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** The id Storybook gives an export of a stories file, or `undefined` when the export is absent. */
function storyIdOf(file: string, exportName: string): string | undefined {
  const source = readFileSync(`${repoRoot}${file}`, 'utf8');
  if (!new RegExp(`export const ${exportName}\\b`).test(source)) return undefined;
  const title = /title:\s*'([^']+)'/.exec(source)?.[1];
  if (!title) return undefined;
  return `${sanitize(title)}--${sanitize(storyNameFromExport(exportName))}`;
}

describe('docs/STATES.md', () => {
  const listed = rows(catalogue);

  it('lists screen states', () => {
    expect(listed.length).toBeGreaterThan(20);
  });

  it.each(listed)('$storyId exists as $file › $exportName', ({ storyId, file, exportName }) => {
    expect(existsSync(`${repoRoot}${file}`)).toBe(true);
    expect(storyIdOf(file, exportName)).toBe(storyId);
  });

  it('computes ids the way Storybook does', () => {
    expect(sanitize('Screens/Auth/PasswordEdit')).toBe('screens-auth-passwordedit');
    expect(sanitize(storyNameFromExport('PrivacyPolicyLoadError'))).toBe('privacy-policy-load-error');
  });
});

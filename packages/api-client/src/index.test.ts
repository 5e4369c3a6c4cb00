import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as client from './index';

describe('package entry', () => {
  it.each([
    'DEFAULT_API_BASE',
    'isValidEmail',
    'NAME_PATTERN',
    'SLUG_PATTERN',
    'checkUploadList',
    'createSessionStore',
    'isSessionActive',
    'isTokenExpired',
    'startSessionWatch',
    'createTransport',
    'ApiError',
    'RequestTimeoutError',
    'uploadFiles',
    'downloadFile',
    'REQUEST_TIMEOUT_MS',
    'createLenseClient',
    'findNewsletterList',
    'uploadToSpace',
    'uploadWatermark',
  ])('exports %s', (name) => {
    expect(client).toHaveProperty(name);
    expect((client as Record<string, unknown>)[name]).toBeDefined();
  });

  // Display, layout and routing belong to the design system and the app (one home per rule), and the
  // entities' types are the generated ones.
  it.each([
    'displayTitle',
    'titleCase',
    'parseLocalDate',
    'spaceState',
    'applySpaceFilters',
    'spaceListReducer',
    'priceError',
    'createUploadStatusTracker',
    'TOAST_AUTO_CLOSE_MS',
    'PRICE_PATTERN',
    'postLoginPath',
    'BREAKPOINTS',
    'MASONRY_COLUMN_WIDTHS',
    'LOGIN_PATH',
  ])('does not export %s', (name) => {
    expect(client).not.toHaveProperty(name);
  });
});

/** The source file of every entry point of a package's `exports` (its `@lense/source` condition). */
function entryFiles(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.values<string | Record<string, string>>(manifest.exports)
    .filter((target) => typeof target !== 'string') // './package.json'
    .map((target) => join(packageDir, target['@lense/source']!));
}

/** Every name the entry files export, values and types, as the TypeScript checker resolves them. */
function exportedNames(program: ts.Program, files: string[]): Set<string> {
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${file} is not a module`);
    for (const symbol of checker.getExportsOfModule(module)) names.add(symbol.name);
  }
  return names;
}

// An app imports both packages side by side: a name in both (two upload limits, two `UploadStatus`es)
// means two homes for one rule, or one name for two things. The client owns the API's rules; the
// design system takes them as props (ADR 0021).
describe('export names', () => {
  it('share none with @lense/ui', () => {
    const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
    const root = join(clientDir, '..', '..');
    const clientFiles = entryFiles(clientDir);
    const uiFiles = entryFiles(join(root, 'packages', 'ui'));
    // The workspace's compiler options: bundler resolution with the `@lense/source` condition.
    const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
    const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
    const program = ts.createProgram([...clientFiles, ...uiFiles], options);
    const clientNames = exportedNames(program, clientFiles);
    const uiNames = exportedNames(program, uiFiles);
    // Both lists are really read: an entry that failed to resolve would leave the check vacuous.
    expect([...clientNames]).toEqual(
      expect.arrayContaining(['createLenseClient', 'useSession', 'lenseMocks']),
    );
    expect([...uiNames]).toEqual(expect.arrayContaining(['Button', 'UploadDropzone', 'Masonry']));
    expect([...uiNames].filter((name) => clientNames.has(name)).sort()).toEqual([]);
  }, 60_000);
});

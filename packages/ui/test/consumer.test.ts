import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Uses @lense/ui the way a consumer does: from the packed tarball, installed into an app outside the
// workspace (so nothing resolves through the monorepo's node_modules), with the peers the workspace uses.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const requireFromPackage = createRequire(join(packageDir, 'package.json'));
const requireFromWorkspace = createRequire(join(packageDir, '..', '..', 'package.json'));
const peers = ['react', 'react-dom', 'styled-components', '@types/react', '@types/react-dom'] as const;

let root = '';
let app = '';
let tarball = '';

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function peerVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(requireFromPackage.resolve(`${name}/package.json`), 'utf8'));
  return manifest.version as string;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lense-ui-consumer-'));
  app = join(root, 'app');
  mkdirSync(app);

  // A clean clone has no dist/: always build what gets packed.
  run('pnpm', ['run', 'build'], packageDir);
  run('pnpm', ['pack', '--pack-destination', root], packageDir);
  const packed = readdirSync(root).find((file) => file.endsWith('.tgz'));
  if (!packed) throw new Error('pnpm pack produced no tarball');
  tarball = join(root, packed);

  const dependencies: Record<string, string> = { '@lense/ui': `file:${tarball}` };
  for (const peer of peers) dependencies[peer] = peerVersion(peer);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'lense-ui-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  // The workspace install has just filled the store: this resolves offline in well under a second.
  run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--ignore-scripts'], app);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the packed @lense/ui', () => {
  it('ships the built entries and declarations, and no sources', () => {
    const files = run('tar', ['-tzf', tarball], root).split('\n').filter(Boolean);
    for (const entry of ['index', 'masonry', 'photo-viewer', 'qr']) {
      for (const extension of ['js', 'cjs', 'd.ts', 'd.cts']) {
        expect(files).toContain(`package/dist/${entry}.${extension}`);
      }
    }
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
  });

  it('points every export condition at a file in the tarball', () => {
    const files = new Set(run('tar', ['-tzf', tarball], root).split('\n'));
    const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], root));
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(targets);
    const missing = targets(manifest.exports).filter((target) => !files.has(`package/${target.slice(2)}`));
    expect(missing).toEqual([]);
  });

  it("type-checks an app under a consumer's strictest settings, optional props given `undefined` included", () => {
    // What `photoSources()` of @lense/api-client answers: every optional field present, maybe undefined.
    writeFileSync(
      join(app, 'strict.tsx'),
      [
        "import { PhotoCard, TextField, type PhotoCardProps } from '@lense/ui';",
        "import { PhotoViewer } from '@lense/ui/photo-viewer';",
        '',
        'declare const sources: {',
        '  src: string;',
        '  srcSet: string | undefined;',
        '  width: number | undefined;',
        '  height: number | undefined;',
        '  placeholder: string | undefined;',
        '};',
        'declare const hint: string | undefined;',
        'export const tile = <PhotoCard alt="Cake" {...sources} price={undefined} sizes={hint} />;',
        'export const field = <TextField label="Name" hint={hint} error={undefined} />;',
        'export const viewer = <PhotoViewer photos={[]} index={null} onIndexChange={() => undefined} locale={hint} />;',
        '// @ts-expect-error a prop that does not exist is still refused',
        'export const wrong = <PhotoCard alt="Cake" src="/a.jpg" nonsense />;',
        'export type Props = PhotoCardProps;',
        '',
      ].join('\n'),
    );
    const options = {
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      jsx: 'react-jsx',
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
      types: [],
    };
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: ['strict.tsx'] }, null, 2),
    );
    // The workspace's compiler (TypeScript 7), found through its manifest like npx would.
    const manifestPath = requireFromWorkspace.resolve('typescript/package.json');
    const tsc = join(dirname(manifestPath), JSON.parse(readFileSync(manifestPath, 'utf8')).bin.tsc);
    const checked = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  it('bundles an app importing Button and ThemeProvider, with the masonry subpath', async () => {
    writeFileSync(
      join(app, 'main.jsx'),
      [
        "import { Button, ThemeProvider } from '@lense/ui';",
        "import * as masonry from '@lense/ui/masonry';",
        "import { createRoot } from 'react-dom/client';",
        '',
        "createRoot(document.getElementById('root')).render(",
        '  <ThemeProvider><Button variant="secondary">Upload photos</Button></ThemeProvider>,',
        ');',
        'console.log(Object.keys(masonry));',
      ].join('\n'),
    );
    const result = await build({
      absWorkingDir: app,
      entryPoints: ['main.jsx'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      outfile: 'out/main.js',
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const bundle = result.outputFiles[0]?.text ?? '';
    // The component itself, not just its name: its styled root and its stable root attribute.
    // (Booleans keep a failure message short instead of printing the whole bundle.)
    expect(
      /var StyledButton = [\w$.]+\.button\.withConfig\(\{\s*componentId: "lense-Button-StyledButton"\s*\}\)`/.test(
        bundle,
      ),
      'bundle holds the styled button',
    ).toBe(true);
    expect(bundle.includes('"data-ui": "Button"'), 'bundle holds Button').toBe(true);
    expect(bundle.includes('Upload photos'), 'bundle holds the app').toBe(true);
  });

  it('renders from CommonJS with require()', () => {
    writeFileSync(
      join(app, 'check.cjs'),
      [
        "const ui = require('@lense/ui');",
        "const { createElement } = require('react');",
        "const { renderToString } = require('react-dom/server');",
        "const masonry = require('@lense/ui/masonry');",
        "const qr = require('@lense/ui/qr');",
        'const html = renderToString(',
        "  createElement(ui.ThemeProvider, null, createElement(ui.Button, null, 'Upload photos')),",
        ');',
        'console.log(JSON.stringify({ exports: Object.keys(ui), masonry: typeof masonry, qr: typeof qr, html }));',
      ].join('\n'),
    );
    const output = JSON.parse(run(process.execPath, ['check.cjs'], app));
    expect(output.exports).toEqual(expect.arrayContaining(['Button', 'ThemeProvider', 'Spinner', 'vars']));
    expect(output.masonry).toBe('object');
    expect(output.qr).toBe('object');
    expect(output.html).toContain('data-ui="Button"');
    expect(output.html).toContain('Upload photos');
  });

  it('lets one LocaleProvider reach the subpaths from CommonJS, where each entry is bundled apart', () => {
    writeFileSync(
      join(app, 'locale.cjs'),
      [
        "const { LocaleProvider } = require('@lense/ui');",
        "const { Masonry } = require('@lense/ui/masonry');",
        "const { QRCode } = require('@lense/ui/qr');",
        "const { createElement } = require('react');",
        "const { renderToString } = require('react-dom/server');",
        "const strings = { masonry: { empty: 'Rien ici' }, qrCode: { label: (value) => 'Code QR : ' + value } };",
        'const grid = createElement(Masonry, { items: [], columnWidth: 200, getItemHeight: () => 1, renderItem: () => null });',
        "const code = createElement(QRCode, { value: 'lense' });",
        'console.log(renderToString(createElement(LocaleProvider, { strings }, grid, code)));',
      ].join('\n'),
    );
    const html = run(process.execPath, ['locale.cjs'], app);
    expect(html).toContain('Rien ici');
    expect(html).toContain('Code QR : lense');
  });

  it('makes a theme and its CSS variables outside React', () => {
    writeFileSync(
      join(app, 'theme.mjs'),
      [
        "import { createTheme, themeCss } from '@lense/ui';",
        "const brand = createTheme({ color: { primary: '#0f766e' }, dark: { color: { primary: '#5eead4' } } });",
        'console.log(themeCss(brand));',
      ].join('\n'),
    );
    const css = run(process.execPath, ['theme.mjs'], app);
    expect(css).toContain('--lense-color-primary: #0f766e;');
    expect(css).toContain("[data-lense-color-scheme='dark'] {");
    expect(css).toContain('--lense-color-primary: #5eead4;');
  });

  it('renders from ES modules with import', () => {
    writeFileSync(
      join(app, 'check.mjs'),
      [
        "import { Button, ThemeProvider } from '@lense/ui';",
        "import * as ui from '@lense/ui';",
        "import * as masonry from '@lense/ui/masonry';",
        "import * as qr from '@lense/ui/qr';",
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "const html = renderToString(createElement(ThemeProvider, null, createElement(Button, null, 'Upload photos')));",
        'console.log(JSON.stringify({ exports: Object.keys(ui), masonry: typeof masonry, qr: typeof qr, html }));',
      ].join('\n'),
    );
    const output = JSON.parse(run(process.execPath, ['check.mjs'], app));
    expect(output.exports).toEqual(expect.arrayContaining(['Button', 'ThemeProvider', 'Spinner', 'vars']));
    expect(output.masonry).toBe('object');
    expect(output.qr).toBe('object');
    expect(output.html).toContain('data-ui="Button"');
  });
});

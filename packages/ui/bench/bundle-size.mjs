#!/usr/bin/env node
// What @lense/ui costs an app: bundles small consumer entries against the built dist/ (esbuild, minified,
// tree-shaken, production mode) with react, react-dom and styled-components external, then gzips them.
// Budget: `import { Button } from '@lense/ui'` must stay within 15 KB gzip beyond those three.
//
//   node bench/bundle-size.mjs           (after `pnpm run build`; `pnpm bench:size` does both)
//   node bench/bundle-size.mjs --json    (machine-readable results)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_KB = 15;
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const external = ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components', 'styled-components/*'];

/** The ESM file package.json `exports` gives for a subpath ('.', './masonry'…), as a consumer resolves it. */
function exportedFile(subpath) {
  const target = manifest.exports?.[subpath];
  const file = typeof target === 'string' ? target : (target?.import?.default ?? target?.default);
  return file ? join(packageDir, file) : undefined;
}

const mainFile = exportedFile('.');
if (!mainFile || !existsSync(mainFile)) {
  console.error(`No build at ${mainFile ?? 'dist/'}: run \`pnpm --filter @lense/ui build\` first.`);
  process.exit(1);
}

// Resolves `@lense/ui` and its subpaths through `exports` to the built files (never to src/).
const resolveThroughExports = {
  name: 'lense-ui-exports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@lense\/ui(\/.*)?$/ }, (args) => {
      const subpath = args.path === '@lense/ui' ? '.' : `.${args.path.slice('@lense/ui'.length)}`;
      const file = exportedFile(subpath);
      if (!file) return { errors: [{ text: `@lense/ui does not export "${subpath}"` }] };
      return { path: file };
    });
  },
};

async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, sourcefile: 'consumer.js', loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    plugins: [resolveThroughExports],
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  const code = output?.contents ?? new Uint8Array();
  const text = output?.text ?? '';
  // Components are recognisable by their stable root attribute.
  const components = [...new Set([...text.matchAll(/"data-ui"\s*:\s*"([^"]+)"/g)].map((m) => m[1]))].sort();
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, components };
}

/** Runtime exports of an entry, read by bundling it (no DOM needed, nothing executed). */
async function exportNames(subpath) {
  const file = exportedFile(subpath);
  if (!file || !existsSync(file)) return [];
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    external: [...external, '*'],
    metafile: true,
    write: false,
    logLevel: 'silent',
    outdir: 'out',
  });
  const outputs = Object.values(result.metafile.outputs);
  return outputs.flatMap((output) => output.exports ?? []);
}

const barrel = await exportNames('.');
const cases = [];
const add = (name, contents) => cases.push({ name, contents });

if (barrel.includes('Button')) add('{ Button }', "import { Button } from '@lense/ui';\nconsole.log(Button);");
if (barrel.includes('ThemeProvider'))
  add('{ ThemeProvider }', "import { ThemeProvider } from '@lense/ui';\nconsole.log(ThemeProvider);");
if (barrel.includes('Button') && barrel.includes('ThemeProvider'))
  add(
    '{ Button, ThemeProvider }',
    "import { Button, ThemeProvider } from '@lense/ui';\nconsole.log(Button, ThemeProvider);",
  );
add(`the whole barrel (${barrel.length} exports)`, "import * as ui from '@lense/ui';\nconsole.log(ui);");
for (const subpath of Object.keys(manifest.exports ?? {})) {
  if (subpath === '.' || subpath.endsWith('.json')) continue;
  const names = await exportNames(subpath);
  if (names.length === 0) continue; // an entry with nothing in it yet
  add(
    `@lense/ui${subpath.slice(1)} (${names.length} exports)`,
    `import * as m from '@lense/ui${subpath.slice(1)}';\nconsole.log(m);`,
  );
}

const results = [];
for (const { name, contents } of cases) results.push({ name, ...(await measure(contents)) });

const kb = (bytes) => (bytes / 1024).toFixed(2);
const button = results.find((r) => r.name === '{ Button }');
const withinBudget = !button || button.gzip <= BUDGET_KB * 1024;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb: BUDGET_KB, withinBudget, results }, null, 2));
} else {
  console.log(
    '@lense/ui bundle size (esbuild, minified, tree-shaken; react, react-dom, styled-components external)\n',
  );
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(`${'import'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  components`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(width)}  ${kb(r.minified).padStart(8)}  ${kb(r.gzip).padStart(8)}  ${r.components.join(', ') || '-'}`,
    );
  }
  if (button) {
    console.log(
      `\n{ Button }: ${kb(button.gzip)} KB gzip, budget ${BUDGET_KB} KB: ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
}
if (!withinBudget) process.exit(1);

#!/usr/bin/env node
// What a visitor downloads: reads the Vite manifest of the production build (dist/.vite/manifest.json) and
// gzips (level 9) the initial JS+CSS — the entry chunk, every chunk it imports statically, and their CSS —
// then what each lazy route chunk adds on top of that when its screen opens.
// Budget: the initial JS+CSS must stay within 120 KB gzip (1 KB = 1024 bytes). /home also loads its
// lazy LandingPage chunk; that sum is reported beside the budget.
//
//   node bench/bundle-size.mjs           (after `vite build`; `pnpm bench:bundle` does both)
//   node bench/bundle-size.mjs --json    (machine-readable results)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const HOME_ROUTE = 'src/features/landing/LandingPage.tsx';
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No manifest at ${manifestFile}: run \`pnpm --filter @lense/web build\`.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipCache = new Map();
/** Gzipped size of a built file, in bytes. */
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength);
  return gzipCache.get(file);
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The JS and CSS files of a set of chunks. */
function filesOf(keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const initialKeys = staticClosure(entryKey);
const initialFiles = filesOf(initialKeys);
const initial = {
  gzip: sum(initialFiles),
  js: sum([...initialFiles].filter((f) => f.endsWith('.js'))),
  css: sum([...initialFiles].filter((f) => f.endsWith('.css'))),
  files: [...initialFiles].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip),
};

// Every lazily loaded chunk, reached through dynamic imports from the entry or from other lazy chunks.
const lazyKeys = [];
const queue = [...(manifest[entryKey].dynamicImports ?? [])];
while (queue.length > 0) {
  const key = queue.shift();
  if (lazyKeys.includes(key) || initialKeys.has(key)) continue;
  lazyKeys.push(key);
  queue.push(...(manifest[key]?.dynamicImports ?? []));
}
const routes = lazyKeys.map((key) => {
  const chunk = manifest[key];
  const added = [...filesOf(staticClosure(key))].filter((file) => !initialFiles.has(file));
  return {
    chunk: (chunk.src ?? key).replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, ''),
    key,
    own: sum(filesOf([key])),
    added: sum(added),
  };
});
const homeRoute = routes.find((route) => route.key === HOME_ROUTE);
const home = initial.gzip + (homeRoute?.added ?? 0);
const withinBudget = initial.gzip <= BUDGET_KB * 1024;

const kb = (bytes) => (bytes / 1024).toFixed(2);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb: BUDGET_KB, withinBudget, initial, home, routes }, null, 2));
} else {
  console.log('@lense/web bundle size (production build, gzip level 9, 1 KB = 1024 bytes)\n');
  console.log(`initial JS+CSS (entry + static imports + CSS): ${kb(initial.gzip)} KB`);
  console.log(`  JS ${kb(initial.js)} KB, CSS ${kb(initial.css)} KB`);
  for (const { file, gzip } of initial.files) console.log(`  ${kb(gzip).padStart(8)}  ${file}`);
  console.log(`\n/home first load (initial + its lazy LandingPage chunk): ${kb(home)} KB\n`);
  const width = Math.max(...routes.map((r) => r.chunk.length), 'lazy chunk'.length);
  console.log(`${'lazy chunk'.padEnd(width)}  ${'own KB'.padStart(8)}  ${'adds KB'.padStart(8)}`);
  for (const r of [...routes].sort((a, b) => b.added - a.added)) {
    console.log(`${r.chunk.padEnd(width)}  ${kb(r.own).padStart(8)}  ${kb(r.added).padStart(8)}`);
  }
  console.log('(adds: the chunk and its static imports not already in the initial load)');
  console.log(
    `\ninitial JS+CSS: ${kb(initial.gzip)} KB gzip, budget ${BUDGET_KB} KB: ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
}
if (!withinBudget) process.exit(1);

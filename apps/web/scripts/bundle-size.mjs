#!/usr/bin/env node
// What a visitor downloads before the first screen: the entry script of dist/index.html with every chunk
// it imports statically, plus the stylesheets, gzipped. Budget: 120 KB. Also reports the landing page
// (/ and /home: the entry plus the landing chunk and its static imports) and every lazy chunk.
//
//   pnpm --filter @lense/web bench        (builds, then measures)
//   node scripts/bundle-size.mjs --json   (after a build; machine-readable results)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build in dist/: run `pnpm --filter @lense/web build` first.');
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/(assets\/[^"]+\.css)"/g)].map(
  (m) => m[1],
);
if (!entry) {
  console.error('dist/index.html has no module script.');
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** Chunks a chunk imports statically (`import … from "./x.js"`, not `import("./x.js")`). */
function staticImports(file) {
  const source = readFileSync(join(dist, file), 'utf8');
  const dir = dirname(file);
  return [...source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?"(\.\/[^"]+\.js)"/g)].map((m) =>
    join(dir, m[1]),
  );
}

function closure(start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...staticImports(file));
  }
  return seen;
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const entryFiles = closure(entry);
const stylesKb = total(styles);
const entryKb = total(entryFiles) + stylesKb;
const landing = readdirSync(join(dist, 'assets')).find((name) => name.startsWith('LandingPage-'));
const homeFiles = landing ? new Set([...entryFiles, ...closure(`assets/${landing}`)]) : entryFiles;
const homeKb = total(homeFiles) + stylesKb;
const lazy = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js') && !entryFiles.has(`assets/${name}`))
  .map((name) => ({ chunk: name, gzipKb: gzipKb(`assets/${name}`) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

const round = (kb) => Math.round(kb * 100) / 100;
const results = {
  budgetKb: BUDGET_KB,
  entryKb: round(entryKb),
  homeKb: round(homeKb),
  entryChunks: [...entryFiles].map((file) => ({ chunk: file, gzipKb: round(gzipKb(file)) })),
  largestLazyChunks: lazy.slice(0, 10).map(({ chunk, gzipKb: kb }) => ({ chunk, gzipKb: round(kb) })),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(
    `entry (JS + CSS before the first screen): ${results.entryKb} KB gzip (budget ${BUDGET_KB} KB)`,
  );
  console.log(`/home (entry + landing chunk):             ${results.homeKb} KB gzip`);
  for (const { chunk, gzipKb: kb } of results.entryChunks)
    console.log(`  entry  ${kb.toFixed(2).padStart(7)} KB  ${chunk}`);
  for (const { chunk, gzipKb: kb } of results.largestLazyChunks)
    console.log(`  lazy   ${kb.toFixed(2).padStart(7)} KB  ${chunk}`);
}
if (entryKb > BUDGET_KB) {
  console.error(`The entry is ${round(entryKb)} KB gzip, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}

#!/usr/bin/env node
// Runs the benchmarks: `pnpm bench` runs every package's `bench` script one package at a time (all of them,
// failing at the end when one missed its budget);
// `pnpm bench <name>...` runs the `bench:<name>` script of whichever package has one
// (e.g. `pnpm bench bundle`, `pnpm bench lighthouse`, `pnpm bench feed`); options and paths after the names
// go to those scripts (`pnpm bench lighthouse --runs 3 /home`).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const run = (args) => spawnSync('pnpm', args, { stdio: 'inherit' }).status ?? 1;
// Leading words name benchmarks; everything from the first option or path on is passed to each of them.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const firstOption = args.findIndex((arg) => arg.startsWith('-') || arg.startsWith('/'));
const names = firstOption === -1 ? args : args.slice(0, firstOption);
const passed = firstOption === -1 ? [] : args.slice(firstOption);

if (names.length === 0 && passed.length > 0) {
  console.error('Name the benchmark the options are for, e.g. `pnpm bench lighthouse --desktop`.');
  process.exit(1);
}
if (names.length === 0) process.exit(run(['-r', '--workspace-concurrency=1', '--no-bail', 'bench']));

const listed = spawnSync('pnpm', ['-r', 'ls', '--json', '--depth', '-1'], { encoding: 'utf8' });
if (listed.status !== 0) {
  process.stderr.write(listed.stderr);
  process.exit(1);
}
/** Every workspace package with its `bench:<name>` scripts. */
const packages = JSON.parse(listed.stdout).map(({ name, path }) => {
  const { scripts = {} } = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
  const benches = Object.keys(scripts)
    .filter((script) => script.startsWith('bench:'))
    .map((script) => script.slice('bench:'.length));
  return { name, benches };
});

let failed = 0;
for (const bench of names) {
  const owners = packages.filter((pkg) => pkg.benches.includes(bench));
  if (owners.length === 0) {
    const known = packages.flatMap((pkg) => pkg.benches.map((b) => `${b} (${pkg.name})`));
    console.error(`No benchmark '${bench}'. Known: ${known.join(', ')}`);
    failed++;
    continue;
  }
  for (const owner of owners) {
    console.log(`› ${owner.name} bench:${bench}`);
    if (run(['--filter', owner.name, 'run', `bench:${bench}`, ...passed]) !== 0) failed++;
  }
}
process.exit(failed > 0 ? 1 : 0);

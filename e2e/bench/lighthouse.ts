// Lighthouse on the production build of the web app served by the API (fresh data dir, demo content):
// performance, accessibility and best-practices of /home, /discover, an event's view and the published site
// in headless chromium, with the
// default (mobile, simulated throttling) settings, or the desktop ones with --desktop. Scores vary from run to
// run on a busy machine: --runs N audits each page N times and keeps the run with the median performance.
// Targets: performance >= 95, accessibility 100, best practices 100; exits non-zero when one is missed.
// The HTML and JSON reports of the median runs are written to e2e/lighthouse-reports/.
//
//   pnpm bench lighthouse                       (builds the web app first)
//   pnpm bench lighthouse --runs 3 --desktop /home
//   node bench/lighthouse.ts [--desktop] [--runs N] [--json] [/path | space | site ...]   (after a web build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type RunnerResult } from 'lighthouse';
import { QUIET_CHROMIUM_FLAGS } from '../../testing/chromium.ts';
import { startServer } from '../src/server.ts';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

// Audits without a pass/fail verdict.
const IGNORED_MODES = new Set(['manual', 'notApplicable', 'informative', 'error']);

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {
    desktop: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const { desktop, json } = values;
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
// Paths, or `space` (the first public demo event's view) and `site` (the demo's published site).
const pages = positionals.length > 0 ? positionals : ['/home', '/discover', 'space', 'site'];
const reportDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'lighthouse-reports');

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Failing audits and insights of the categories below their target, by category. */
  findings: Record<string, string[]>;
}

const server = await startServer({ demo: 'camera', timeoutMs: 300_000 });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
  logLevel: 'silent',
});

/** The address of a page to audit: a path, or one of the named demo pages. */
async function addressOf(page: string): Promise<string> {
  if (page === 'site') return server.url.replace('//127.0.0.1:', '//demo-events.localhost:');
  if (page !== 'space') return `${server.url}${page}`;
  const feed = await (await fetch(`${server.url}/api/photos?detailed=true&page=1`)).json();
  return `${server.url}/spaces/${feed.spaces[0].id}`;
}

const results: PageResult[] = [];
let missed = false;
try {
  mkdirSync(reportDir, { recursive: true });
  for (const path of pages) {
    const all: RunnerResult[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        await addressOf(path),
        { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES },
        desktop ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      all.push(result);
    }
    const performance = (r: RunnerResult) => r.lhr.categories.performance?.score ?? 0;
    const run = all.sort((a, b) => performance(a) - performance(b))[Math.floor((all.length - 1) / 2)]!;
    const { lhr } = run;
    const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    const [html, report] = run.report as string[];
    writeFileSync(join(reportDir, `${name}.html`), html!);
    writeFileSync(join(reportDir, `${name}.json`), report!);

    const scores = {} as Record<Category, number>;
    const findings: Record<string, string[]> = {};
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      const score = Math.round((entry?.score ?? 0) * 100);
      scores[category] = score;
      if (score < TARGETS[category]) {
        missed = true;
        findings[category] = (entry?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && !IGNORED_MODES.has(audit.scoreDisplayMode))
          .filter((audit) => audit!.score !== null && audit!.score < 0.9)
          .map(
            (audit) =>
              `${audit!.id}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`,
          );
      }
    }
    const metrics: Record<string, string> = {};
    for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? '-';
    results.push({ path, scores, metrics, findings });
  }
} finally {
  chrome.kill();
  await server.stop();
}

if (json) {
  console.log(
    JSON.stringify({ formFactor: desktop ? 'desktop' : 'mobile', targets: TARGETS, results }, null, 2),
  );
} else {
  const mode = desktop ? 'desktop' : 'mobile, simulated throttling';
  const median = runs > 1 ? `, median of ${runs} runs` : '';
  console.log(`Lighthouse (${mode}${median}) on the production build served by the API\n`);
  const head = CATEGORIES.map((c) => `${c} (target ${c === 'accessibility' ? '' : '>='}${TARGETS[c]})`);
  console.log(['page'.padEnd(10), ...head].join('  '));
  for (const r of results) {
    const cells = CATEGORIES.map((c, i) => {
      const mark = r.scores[c] >= TARGETS[c] ? 'ok' : 'MISSED';
      return `${r.scores[c]} ${mark}`.padEnd(head[i]!.length);
    });
    console.log([r.path.padEnd(10), ...cells].join('  '));
  }
  for (const r of results) {
    console.log(
      `\n${r.path}: ${Object.entries(r.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(', ')}`,
    );
    for (const [category, audits] of Object.entries(r.findings)) {
      console.log(`  ${category} below target:`);
      for (const audit of audits) console.log(`    - ${audit}`);
    }
  }
  console.log(`\nReports: ${reportDir}`);
}
if (missed) process.exit(1);

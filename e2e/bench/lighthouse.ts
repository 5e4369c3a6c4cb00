// Lighthouse on the production build of the web app served by the API (fresh data dir, demo content):
// performance, accessibility and best-practices of /home and /discover in headless chromium, with the
// default (mobile, simulated throttling) settings, or the desktop ones with --desktop.
// Targets: performance >= 90, accessibility 100, best practices >= 95; exits non-zero when one is missed.
// The HTML reports are written to e2e/lighthouse-reports/.
//
//   pnpm bench lighthouse                       (builds the web app first)
//   node bench/lighthouse.ts [--desktop] [--json] [/path ...]   (after `pnpm --filter @lense/web build`)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startServer } from '../src/server.ts';

const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const desktop = args.includes('--desktop');
const json = args.includes('--json');
const pages = args.filter((arg) => arg.startsWith('/'));
if (pages.length === 0) pages.push('/home', '/discover');
const reportDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'lighthouse-reports');

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Failing audits of the categories below their target, by category. */
  findings: Record<string, string[]>;
}

const server = await startServer({ demo: true });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  logLevel: 'silent',
});

const results: PageResult[] = [];
let missed = false;
try {
  mkdirSync(reportDir, { recursive: true });
  for (const path of pages) {
    const run = await lighthouse(
      `${server.url}${path}`,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
      desktop ? desktopConfig : undefined,
    );
    if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = run;
    const file = join(reportDir, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}.html`);
    writeFileSync(file, String(run.report));

    const scores = {} as Record<Category, number>;
    const findings: Record<string, string[]> = {};
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      const score = Math.round((entry?.score ?? 0) * 100);
      scores[category] = score;
      if (score < TARGETS[category]) {
        missed = true;
        findings[category] = (entry?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
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
  console.log(
    `Lighthouse (${desktop ? 'desktop' : 'mobile, simulated throttling'}) on the production build served by the API\n`,
  );
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

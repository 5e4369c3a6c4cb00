import { chromium } from 'playwright';
import { startServer } from './src/server.ts';
const server = await startServer({ demo: 'small', timeoutMs: 300_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value, s: e.sources.map((x: any) => `${x.node?.nodeName}.${x.node?.className} ${JSON.stringify(x.previousRect)} -> ${JSON.stringify(x.currentRect)}`) });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(server.url + (process.argv[2] ?? '/discover'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
await browser.close(); await server.stop(); process.exit(0);

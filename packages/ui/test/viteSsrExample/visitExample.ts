import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/** What a visit to the example saw, before and after hydration and after a click. */
export interface ExampleVisit {
  /** Console errors and warnings, and uncaught errors, in the order they came. */
  problems: string[];
  /** The served HTML, before any script ran. */
  serverHtml: string;
  /** The page once hydrated. */
  hydrated: PageState;
  /** The page after clicking "Show free photos only". */
  clicked: PageState;
}

/** The parts of the page the test reads. */
export interface PageState {
  navBar: string;
  spaceCard: string;
  button: { text: string; pressed: string | null };
  /** The price badges of the tiles shown. */
  prices: string[];
  /** The photos' alt texts, in the grid's order. */
  photos: string[];
  toasts: string[];
}

/**
 * Runs in the page (serialised by Playwright, so it is self-contained): optionally clicks the filter
 * button, lets React finish that click's update, then reads the page.
 */
async function readPage(clickFilter: boolean): Promise<PageState> {
  const filter = () =>
    [...document.querySelectorAll('button')].find((b) => /photos/.test(b.textContent ?? ''));
  if (clickFilter) {
    filter()?.click();
    // A macrotask: every microtask (React flushes a click's update in one) has run before it.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
  const button = filter();
  const grid = document.querySelector('[aria-label="Photos"]');
  return {
    navBar: text('[data-ui="NavBar"]'),
    spaceCard: text('[data-ui="SpaceCard"]'),
    button: { text: button?.textContent ?? '', pressed: button?.getAttribute('aria-pressed') ?? null },
    prices: [...(grid?.querySelectorAll('figure') ?? [])]
      .map((figure) => /USh [\d,]+|Free/.exec(figure.textContent ?? '')?.[0] ?? '')
      .filter(Boolean),
    photos: [...(grid?.querySelectorAll('img') ?? [])].map((img) => img.alt),
    toasts: [...document.querySelectorAll('[data-ui="Toast"]')].map((toast) => toast.textContent ?? ''),
  };
}

/**
 * Opens the example in a tab of the test's own Chromium (a real navigation: the served HTML, then the
 * browser bundle), records every console error or warning and uncaught error from the first byte, waits
 * until React has hydrated the page, then clicks the filter button.
 */
export const visitExample: BrowserCommand<[url: string]> = async (
  { context },
  url,
): Promise<ExampleVisit> => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(url);
    const serverHtml = (await response?.text()) ?? '';
    await page.waitForSelector('html[data-hydrated="true"]');
    const hydrated = await page.evaluate(readPage, false);
    // Click and read in one task: a toast closes itself seconds later.
    const clicked = await page.evaluate(readPage, true);
    return { problems, serverHtml, hydrated, clicked };
  } finally {
    await page.close();
  }
};

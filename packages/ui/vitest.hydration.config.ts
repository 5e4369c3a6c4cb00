import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumLaunchOptions } from '../../testing/chromium';
import type { ServerMarkup } from './src/conformance/hydration/serverMarkup';

/**
 * A browser command: renders a hydration case in Node, as a server would (no window, Node's ICU, a
 * module graph of its own, so styled-components counts its components afresh), and hands the markup
 * and styles to the browser.
 */
const renderOnServer: BrowserCommand<[caseName: string]> = async ({ project }, caseName) => {
  const { renderCase } = await project.import<typeof import('./src/conformance/hydration/renderCase')>(
    new URL('./src/conformance/hydration/renderCase.tsx', import.meta.url).pathname,
  );
  const markup: ServerMarkup = renderCase(caseName);
  return markup;
};

// Every exported component is rendered on the server and hydrated in Debian's chromium; a mismatch,
// a recoverable error or a console warning fails it (docs/adr/0027-server-markup-that-hydrates.md).
export default defineConfig({
  test: {
    name: 'hydration',
    globals: true,
    include: ['src/**/*.browser.test.{ts,tsx}'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
      }),
      instances: [{ browser: 'chromium' }],
      commands: { renderOnServer },
      screenshotFailures: false,
    },
  },
});

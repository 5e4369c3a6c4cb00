import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumLaunchOptions } from '../../testing/chromium';
import type { ExampleVisit } from './test/viteSsrExample/visitExample';

/** A browser command: opens the served example in a tab of this Chromium and reports what it saw. */
const visitExample: BrowserCommand<[url: string]> = async (context, url): Promise<ExampleVisit> => {
  const visit = await context.project.import<typeof import('./test/viteSsrExample/visitExample')>(
    new URL('./test/viteSsrExample/visitExample.ts', import.meta.url).pathname,
  );
  return visit.visitExample(context, url);
};

// The Vite SSR example (examples/vite-ssr), installed from the packed tarball, built, served by its own
// server and opened in the same Chromium as the hydration test (vitest.hydration.config.ts).
export default defineConfig({
  test: {
    name: 'vite-ssr-example',
    globals: true,
    include: ['test/viteSsrExample/*.browser.test.ts'],
    globalSetup: ['./test/viteSsrExample/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
      }),
      instances: [{ browser: 'chromium' }],
      commands: { visitExample },
      screenshotFailures: false,
    },
  },
});

import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions, PIXEL_STABLE_FLAGS } from './testing/chromium';

// Every story is a browser test in Debian's chromium, pixel-compared with a strict comparator.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // One story file at a time: a frame without window focus draws focus rings differently.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions(PIXEL_STABLE_FLAGS),
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A pixel may differ by about one level a channel, no more. Software raster on a loaded machine
                // re-draws a rounded corner's anti-aliasing one level off now and then; a real colour change
                // (#4338ca to #4638ca, three levels of red) fails.
                comparatorOptions: { threshold: 0.005, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});

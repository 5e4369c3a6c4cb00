/**
 * The one Chromium every browser test, journey and benchmark launches: Debian's, or `CHROMIUM_PATH`.
 * No dependencies, so any package's test configuration can import it.
 */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * No sandbox (root in a container), no GPU, and none of the browser's own background traffic, which
 * would disturb what tests and benchmarks measure.
 */
export const QUIET_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Added for pixel comparisons: text and colours drawn the same on every machine. */
export const PIXEL_STABLE_FLAGS: readonly string[] = [
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
];

/** Playwright launch options for that Chromium, with `extraFlags` after the quiet ones. */
export function chromiumLaunchOptions(extraFlags: readonly string[] = []): {
  executablePath: string;
  args: string[];
} {
  return { executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_FLAGS, ...extraFlags] };
}

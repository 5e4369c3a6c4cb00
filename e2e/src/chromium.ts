/**
 * Flags of the Chromium the benchmarks launch: no sandbox (root in a container), no GPU, and none of the
 * browser's own background traffic, which would disturb what they measure.
 */
export const QUIET_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The published build has no Node types: only what is read here is declared (bundlers replace the read).
declare const process: { env: { NODE_ENV?: string | undefined } };

/**
 * Whether the build is a development one, read the way bundlers replace it (`process.env.NODE_ENV`), so a
 * production bundle drops the development-only warnings. A browser without the replacement has no
 * `process`: that counts as development, as an unbundled page is.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

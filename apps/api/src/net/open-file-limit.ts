import { readFileSync } from 'node:fs';

/** Assumed where the limit cannot be read (not Linux): a common soft limit, low enough to be safe. */
const FALLBACK_OPEN_FILES = 1024;
/** Taken for "unlimited": Linux's default ceiling of open files a process may have. */
const UNLIMITED_OPEN_FILES = 1_048_576;

/** The soft open-file limit named in a `/proc/<pid>/limits` text, or the fallback when there is none. */
export function parseOpenFileLimit(limits: string | null): number {
  const soft = /^Max open files\s+(\d+|unlimited)\s/m.exec(limits ?? '')?.[1];
  if (soft === undefined) return FALLBACK_OPEN_FILES;
  return soft === 'unlimited' ? UNLIMITED_OPEN_FILES : Number(soft);
}

/**
 * This process's soft limit of open files (RLIMIT_NOFILE). Every socket, file, database connection and module
 * being loaded counts against it, and past it each of them fails with EMFILE.
 */
export function openFileLimit(): number {
  let limits: string | null = null;
  try {
    limits = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    // Not Linux: the fallback.
  }
  return parseOpenFileLimit(limits);
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

// What each transaction opened by `inTransaction` will run once it commits (dropped on rollback).
const committed = new WeakMap<object, (() => void)[]>();

/**
 * Runs `work` in a transaction and then, only if it committed, whatever the work scheduled with
 * {@link afterCommit}: a job queued inside is woken the moment it becomes visible, not after a guessed delay.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.transaction().execute(async (trx) => {
    committed.set(trx, callbacks);
    return work(trx);
  });
  for (const callback of callbacks) callback();
  return result;
}

/**
 * Runs `callback` once what `executor` wrote is committed: now for a plain connection, at the commit of a
 * transaction opened by {@link inTransaction}. Answers false for a transaction opened any other way, whose
 * commit nobody announces (the caller then falls back to polling).
 */
export function afterCommit(executor: Kysely<Database>, callback: () => void): boolean {
  if (!executor.isTransaction) {
    callback();
    return true;
  }
  const callbacks = committed.get(executor);
  if (!callbacks) return false;
  callbacks.push(callback);
  return true;
}

import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';

/** The reasons the exit survey offers, verbatim. */
export const EXIT_REASONS = [
  'too expensive',
  'missing features',
  'poor service',
  'privacy concerns',
  'other',
] as const;

export type ExitReason = (typeof EXIT_REASONS)[number];

/** Records why someone leaves (signed in or not); feedback is private. */
export async function recordExitSurvey(
  db: Kysely<Database>,
  changes: Changes,
  user: User | null,
  survey: { reason: ExitReason; feedback: string },
): Promise<void> {
  changes.nothingPublic();
  await db
    .insertInto('exit_surveys')
    .values({ user_id: user?.id ?? null, reason: survey.reason, feedback: survey.feedback })
    .execute();
}

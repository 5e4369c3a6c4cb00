import type { ApiSpace } from '@lense/api-client';
import { endOfCalendarDay, parseCalendarDate, type SpaceCardState } from '@lense/ui';

/** Where a space stands in time. */
export type SpaceState = 'upcoming' | 'open' | 'closed';

/** The dates a space's state is computed from. */
export type SpaceDates = Pick<ApiSpace, 'start_date' | 'end_date'>;

/**
 * The state of a space at `now`:
 * - `'upcoming'` before its start date (local midnight),
 * - `'open'` from the start date until the end of its end date (23:59:59.999 local, inclusive),
 * - `'closed'` afterwards.
 *
 * No space gives `undefined`. A space whose dates cannot be read is `'closed'` once past a readable
 * bound and otherwise `'open'`, so a broken end date never hides a running event.
 */
export function spaceState(
  space: SpaceDates | null | undefined,
  now: Date | number = Date.now(),
): SpaceState | undefined {
  if (!space) return undefined;
  const at = typeof now === 'number' ? now : now.getTime();
  const start = parseCalendarDate(space.start_date);
  if (start && at < start.getTime()) return 'upcoming';
  const end = parseCalendarDate(space.end_date);
  if (end && at > endOfCalendarDay(end).getTime()) return 'closed';
  return 'open';
}

const CARD_LABELS: Record<SpaceState, SpaceCardState> = {
  upcoming: 'upcoming',
  open: 'ongoing',
  closed: 'past',
};

/** The card label for a space state: upcoming → 'upcoming', open → 'ongoing', closed → 'past'. */
export function spaceCardLabel(state: SpaceState): SpaceCardState;
export function spaceCardLabel(state: SpaceState | undefined): SpaceCardState | undefined;
export function spaceCardLabel(state: SpaceState | undefined): SpaceCardState | undefined {
  return state ? CARD_LABELS[state] : undefined;
}

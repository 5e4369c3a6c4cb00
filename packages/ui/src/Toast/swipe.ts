/** Fraction of a toast's width it must be dragged sideways to close. */
export const SWIPE_DISMISS_RATIO = 0.8;

/** Whether a horizontal drag of `dx` px closes a toast `width` px wide (either direction). */
export function swipeDismisses(dx: number, width: number, ratio: number = SWIPE_DISMISS_RATIO): boolean {
  if (!(width > 0)) return false;
  return Math.abs(dx) >= width * ratio;
}

/** Opacity while dragging: fades linearly to 0 at the dismiss distance. */
export function swipeOpacity(dx: number, width: number, ratio: number = SWIPE_DISMISS_RATIO): number {
  if (!(width > 0)) return 1;
  return Math.max(0, 1 - Math.abs(dx) / (width * ratio));
}

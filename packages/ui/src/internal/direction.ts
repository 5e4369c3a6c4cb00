/**
 * Whether an element lays out right to left. Read when needed (a key press, a swipe) rather than kept in
 * state, so a `dir` set anywhere above, even on the page, is honoured without a re-render.
 */
export function isRtl(element: Element | null): boolean {
  if (!element) return false;
  const computed = getComputedStyle(element).direction;
  // Environments without layout (jsdom) leave `direction` empty: fall back to the nearest `dir` attribute.
  if (computed) return computed === 'rtl';
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of the region around the routed screen: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a new screen may take to show its main heading before the region itself takes the focus. */
const HEADING_WAIT_MS = 5_000;

/** An open dialog (a confirmation, the photo viewer): the focus is its own. */
const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * Whether the focus may be moved to the new screen: not while a dialog is open, nor when the screen has
 * put the focus somewhere of its own (a field, a tab that stayed in place). Focus left on the menu, the
 * footer or the skip link, or lost with the old screen, moves.
 */
function mayMoveFocus(region: HTMLElement): boolean {
  if (document.querySelector(DIALOG)) return false;
  const active = document.activeElement;
  if (!active || active === document.body || active === region) return true;
  return !region.contains(active);
}

/** Focuses `element` without showing it as a control: it joins the focus order only programmatically. */
export function focusTarget(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * After a route change, moves the focus to the new screen's main heading (once its code and data have
 * brought it in; the region itself when none comes), so keyboard and screen-reader users start on the
 * new page instead of where they were. Not on the first load (redirects included: nothing happens before
 * the visitor has clicked or pressed a key), not away from a dialog, not away from a control the screen
 * focused itself.
 */
export function useFocusOnRouteChange(region: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const interacted = useRef(false);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    const events = ['pointerdown', 'keydown', 'click'] as const;
    for (const type of events) document.addEventListener(type, mark, { capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const root = region.current;
    if (!root || !interacted.current) return;

    let frame = 0;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // A frame later: a menu closing on the same click hands the focus back to its trigger first.
      frame = requestAnimationFrame(() => {
        if (heading.isConnected && mayMoveFocus(root)) focusTarget(heading);
      });
      return true;
    };
    if (focusHeading()) return () => cancelAnimationFrame(frame);

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (mayMoveFocus(root)) focusTarget(root);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [pathname, region]);
}

// Runs before every story test (the addon applies the preview annotations itself).
// After a story's play function: wait for fonts, freeze motion, and compare a pixel snapshot; then switch
// the same rendered story to dark, check its colours with axe and compare a second snapshot.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { COLOR_SCHEME_ATTRIBUTE } from '../packages/ui/src/theme';
import { type A11yParameters, expectReadableColours } from './readableColours';

const freezeMotion = document.createElement('style');
freezeMotion.textContent = `
  *, *::before, *::after {
    animation-play-state: paused !important;
    animation-delay: 0s !important;
    transition: none !important;
    caret-color: transparent !important;
  }
  html, body { min-height: 100vh; }
`;
document.head.appendChild(freezeMotion);

interface StoryContext {
  story?: { parameters?: { screenshot?: { skip?: string }; a11y?: A11yParameters } };
}

const twoFrames = async () => {
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

/**
 * Grows the test frame to the page's height, so a snapshot shows the whole page and not its first frame-full
 * with blank below. A page whose height follows the frame's (a `100vh` block above its footer) never fits:
 * it keeps the story's frame. So does a story that scrolled the page, which shows that scroll position. (The
 * addon sets each story's own frame size again before it renders.)
 */
async function fitFrameToPage() {
  const frame = { width: window.innerWidth, height: window.innerHeight };
  const pageHeight = Math.ceil(document.documentElement.scrollHeight);
  if (window.scrollY > 0 || pageHeight <= frame.height) return;
  await page.viewport(frame.width, pageHeight);
  await twoFrames();
  if (Math.ceil(document.documentElement.scrollHeight) <= pageHeight) return;
  await page.viewport(frame.width, frame.height);
  await twoFrames();
}

/**
 * A snapshot of a page taller than the test frame also shows the runner's page around the frame, white.
 * That is invisible in light; in dark, paint it the story's background until `restore`.
 */
function paintAroundFrame(): () => void {
  if (window.parent === window) return () => undefined;
  const around = window.parent.document.documentElement.style;
  const previous = around.backgroundColor;
  around.backgroundColor = getComputedStyle(document.body).backgroundColor;
  return () => {
    around.backgroundColor = previous;
  };
}

/** Runs `check` with the page in dark: the attribute alone switches every variable, nothing re-renders. */
async function inDark(check: () => Promise<void>) {
  const root = document.documentElement;
  const previous = root.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'dark');
  const restoreAround = paintAroundFrame();
  try {
    await twoFrames();
    await check();
  } finally {
    restoreAround();
    if (previous === null) root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
    else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, previous);
  }
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || context.task.result?.state === 'fail') return;
  // A story may opt out of its snapshots only with a written reason; its colours are still checked in dark.
  const snapshot = !story.parameters?.screenshot?.skip;
  // A lazily loaded chunk still arriving is never the state a story shows (on a loaded machine it can arrive
  // after the play function's last check): wait for every such placeholder to give way.
  await expect.poll(() => document.querySelector('[data-chunk-loading]'), { timeout: 20_000 }).toBeNull();
  await document.fonts.ready;
  if (snapshot) await fitFrameToPage();
  // Every image decoded, then two frames: a just-decoded image is first drawn with a cheaper filter and
  // redrawn, and a snapshot taken in between differs on its edges.
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await twoFrames();
  const name = context.task.name.replace(/[^\w-]+/g, '-');
  const body = page.elementLocator(document.body);
  if (snapshot) await expect.element(body).toMatchScreenshot(name);
  await inDark(async () => {
    await expectReadableColours(story.parameters?.a11y);
    if (snapshot) await expect.element(body).toMatchScreenshot(`${name}-dark`);
  });
});

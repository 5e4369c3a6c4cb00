// Runs before every story test (the addon applies the preview annotations itself).
// After a story's play function: wait for fonts, freeze motion, and compare a pixel snapshot.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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
  story?: { parameters?: { screenshot?: { skip?: string } } };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || context.task.result?.state === 'fail') return;
  // A story may opt out only with a written reason.
  if (story.parameters?.screenshot?.skip) return;
  // A lazily loaded chunk still arriving is never the state a story shows (on a loaded machine it can arrive
  // after the play function's last check): wait for every such placeholder to give way.
  await expect.poll(() => document.querySelector('[data-chunk-loading]'), { timeout: 20_000 }).toBeNull();
  await document.fonts.ready;
  // Every image decoded, then two frames: a just-decoded image is first drawn with a cheaper filter and
  // redrawn, and a snapshot taken in between differs on its edges.
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(context.task.name.replace(/[^\w-]+/g, '-'));
});

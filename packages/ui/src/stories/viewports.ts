/**
 * Story viewports for the three layouts. The vitest addon sizes the page from
 * `globals.viewport.value`, looked up in `parameters.viewport.options`.
 */
export const layoutViewports = {
  lenseMobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  lenseTablet: { name: 'Tablet', styles: { width: '900px', height: '1024px' }, type: 'tablet' },
  lenseDesktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Story annotations that render a story at one of the layouts. */
export function atViewport(value: keyof typeof layoutViewports) {
  return {
    parameters: { viewport: { options: layoutViewports } },
    globals: { viewport: { value, isRotated: false } },
  };
}

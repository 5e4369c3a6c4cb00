import type { Decorator } from '@storybook/react-vite';

/**
 * Renders a story right to left, as on a page in Arabic or Hebrew. A portal (dialog, viewer, toasts) leaves
 * this container: such stories also give the portalled part `dir="rtl"`.
 */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);

/** The horizontal middle of an element, to compare where two elements sit. */
export const centreX = (element: Element): number => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

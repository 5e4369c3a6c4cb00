import { render } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { Skeleton } from './Skeleton';

/** The CSS styled-components wrote for a class of the element. */
const rulesFor = (element: Element) => {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList].some((name) => css.includes(`.${name}`)) ? css : '';
};

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its shape and size', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton />
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="block" width="60%" height="120px" />
      </ThemeProvider>,
    );
    const [line, circle, block] = container.querySelectorAll('[data-ui="Skeleton"]');
    for (const placeholder of [line, circle, block])
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(line).toHaveAttribute('data-shape', 'line');
    expect(circle).toHaveStyle({ width: '48px', height: '48px' });
    expect(block).toHaveStyle({ width: '60%', height: '120px' });
  });

  it('stops its sweep for readers who prefer reduced motion', () => {
    const { container } = render(<Skeleton />);
    const css = rulesFor(container.querySelector('[data-ui="Skeleton"]') as Element);
    expect(css).toMatch(/animation:\s*[\w-]+ 1\.6s/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\s*\{[^}]*animation:\s*none/);
  });
});

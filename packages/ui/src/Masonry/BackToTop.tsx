import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { useComponentStrings } from '../locale/useComponentStrings';
import { englishMasonryStrings } from './englishMasonryStrings';
import { BackToTopButton } from './Masonry.styles';

/** Props of {@link BackToTop}; other attributes go to the `button`. */
export interface BackToTopProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  /** Label of the button. Default 'Back to top' (`masonry.backToTop`). */
  label?: string | undefined;
  /** Called after the window has been asked to scroll to the top. */
  onClick?: (() => void) | undefined;
}

/** A floating button that scrolls the window back to the top of the page. */
export const BackToTop = forwardRef<HTMLButtonElement, BackToTopProps>(function BackToTop(
  { label, onClick, ...rest },
  ref,
) {
  const strings = useComponentStrings('masonry', englishMasonryStrings);
  return (
    <BackToTopButton
      ref={ref}
      type="button"
      data-ui="BackToTop"
      {...rest}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        onClick?.();
      }}
    >
      <span aria-hidden="true">↑</span>
      {label ?? strings.backToTop}
    </BackToTopButton>
  );
});
